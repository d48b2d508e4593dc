import { Image } from '@mantine/core';

/**
 * A small picture (a package's photo) that opens the full image in a new tab when tapped. The
 * URL is the signed file URL the server gave the signed-in user; nothing shows without one.
 */
export function Thumbnail({
  url,
  alt,
  size = 44,
  testId,
}: {
  url: string | null;
  alt: string;
  size?: number;
  testId?: string;
}) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()} data-testid={testId}>
      <Image src={url} alt={alt} w={size} h={size} fit="cover" radius="sm" />
    </a>
  );
}
