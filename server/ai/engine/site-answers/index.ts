export { answerVisitor, type VisitorAnswer } from "./answer";
export { siteIndex } from "./search";
