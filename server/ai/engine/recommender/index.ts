export { recommendCourse } from "./recommend";
