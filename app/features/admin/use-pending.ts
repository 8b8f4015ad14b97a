import { useNavigation } from "react-router";

/** True while the form posting this `intent` is being sent (its button shows it and cannot be pressed twice). */
export function usePendingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
