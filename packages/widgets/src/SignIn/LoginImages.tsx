import type { EndpointResponse, getImageSettings } from '@coop-portal/api-client';
import { useImageSettings } from '@coop-portal/api-client/react';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';

type ImageSetting = EndpointResponse<typeof getImageSettings>[number];

export interface LoginImages {
  /** The right-hand image's address, when one is configured and has not failed to load. */
  right: string | undefined;
  /** The background image's address, likewise. */
  background: string | undefined;
  /** Call from an image's `onError`: a broken image is left out rather than shown broken. */
  failed: (link: string) => void;
}

const linkOf = (settings: readonly ImageSetting[] | undefined, position: 'right' | 'background') =>
  settings?.find((setting) => setting.imagePosition === position && setting.imageLink.trim() !== '')
    ?.imageLink;

/**
 * The login page's images (doc 1 §2.7): the image settings of module 'login', each with an
 * imagePosition of right or background and an imageLink. They are decorative.
 */
export function useLoginImages(enabled: boolean): LoginImages {
  const { data } = useImageSettings(enabled ? { params: { module: 'login' } } : skipToken, {
    staleTime: Infinity,
  });
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const usable = (link: string | undefined) => (link && !broken.has(link) ? link : undefined);
  return {
    right: usable(linkOf(data, 'right')),
    background: usable(linkOf(data, 'background')),
    failed: (link) => setBroken((previous) => new Set(previous).add(link)),
  };
}
