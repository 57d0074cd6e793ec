/**
 * The wording of the Pay Multiple Accounts page (doc 1 §2.2 names it; the title is the menu's).
 * What the page shows is the widget's wording.
 */
export const payMultiplePageMessages = {
  title: 'Pay Multiple Accounts',
};
