/** SPEC §8: what each demo says when its request fails (a rate limit shows the server's "please wait" instead). */
export const demoErrors = {
  logAnalysis: "An error occurred while analyzing the log. Please try again.",
  documentQa: "An error occurred while getting the answer. Please try again.",
  content: "An error occurred while generating content. Please try again.",
  recommendation: "Sorry, an error occurred while getting your recommendation. Please try again.",
} as const;
