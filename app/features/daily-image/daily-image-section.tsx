/** Home page slot for the daily AI concept image. */
export function DailyImageSection() {
  return null;
}
