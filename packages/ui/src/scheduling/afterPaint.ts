/**
 * Runs `task` just after the browser has painted the current view (an animation frame runs before
 * the next paint, a timeout set in it after), for work that must not hold that view back, or that
 * reads the layout once the browser has made it; returns the function that cancels it.
 */
export function afterPaint(task: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}
