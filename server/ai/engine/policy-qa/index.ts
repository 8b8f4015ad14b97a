export { answerFromPolicy, POLICY_NOT_AVAILABLE } from "./answer";
