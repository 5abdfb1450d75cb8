/**
 * Runs `callback` once the browser has painted its next frame: a frame
 * callback runs just before that paint, and a task it queues runs after.
 * Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
