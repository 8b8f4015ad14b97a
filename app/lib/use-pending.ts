import { useNavigation } from "react-router";

/**
 * True from the moment a form is sent until the page it leads to has loaded, for the form
 * posting to `action` (a path; any when omitted) with this `intent` (when given). Its button
 * shows it and cannot be pressed twice.
 */
export function usePending({ action, intent }: { action?: string; intent?: string } = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formAction) return false;
  if (action && new URL(navigation.formAction, "http://x").pathname !== action) return false;
  return !intent || navigation.formData?.get("intent") === intent;
}
