/**
 * The aiming area of the viewfinder: a box in the middle of what the operator sees, and only what it
 * frames is decoded — a code elsewhere in the camera's picture (outside the view, or beside the one
 * aimed at) is not read. The video fills its area with `object-fit: cover`, so part of the camera's
 * frame is cut off at the sides or at the top and bottom; the box is a share of the visible part.
 */

/** The aiming box as a share of the visible picture. */
export const AIM_WIDTH = 0.8;
export const AIM_HEIGHT = 0.45;

export interface Crop {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The part of a `frame`-sized camera picture inside the aiming box of a `view`-sized video element. */
export function aimCrop(
  frame: { width: number; height: number },
  view: { width: number; height: number },
): Crop {
  const scale = Math.max(view.width / frame.width, view.height / frame.height);
  const visibleWidth = Math.min(frame.width, view.width / scale);
  const visibleHeight = Math.min(frame.height, view.height / scale);
  const sw = Math.round(visibleWidth * AIM_WIDTH);
  const sh = Math.round(visibleHeight * AIM_HEIGHT);
  return { sx: Math.round((frame.width - sw) / 2), sy: Math.round((frame.height - sh) / 2), sw, sh };
}
