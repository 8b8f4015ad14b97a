export function FloatingElements() {
  return null;
}
