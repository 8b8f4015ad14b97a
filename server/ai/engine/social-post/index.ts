export { generatePost } from "./generate-post";
