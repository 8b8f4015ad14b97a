/** The contact block shown on /contact, /introduction and /ai-solutions. */
export function ContactSection() {
  return <section id="contact" />;
}
