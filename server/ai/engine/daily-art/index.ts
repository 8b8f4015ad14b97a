export { dailyArt, dailyImagePrompt, type DailyArt } from "./daily-art";
