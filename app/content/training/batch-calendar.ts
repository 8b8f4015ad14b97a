/** IT Training: batch calendar. */

export const batchCalendarCopy = {
  lead: "Next month's weekday evening and weekend batches for every course, in the Chennai classroom and live online. All timings are in Indian Standard Time.",
  recommenderTitle: "Not sure where to start?",
  recommenderText:
    "Tell us your experience and goal, and a counsellor will suggest the right first course and batch for you, usually the same working day.",
  whatsappTitle: "Need a custom batch or corporate training?",
  whatsappText:
    "Different timings, a private batch for your team or training at your office: message us on WhatsApp and we will plan it with you.",
  whatsappMessage:
    "Hello Arivu Technologies, I would like to enquire about a custom batch or corporate training.",
};
