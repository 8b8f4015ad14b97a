import type { Route } from "./+types/admin.submissions.$id";
import { submissionAction, submissionDetail } from "~/features/inbox/detail.server";
import { kindLabels } from "~/features/inbox/labels";
import { inboxMeta } from "~/features/inbox/meta";
import { SubmissionDetail } from "~/features/inbox/submission-detail";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  inboxMeta(
    loaderData ? `${kindLabels[loaderData.record.kind]} from ${loaderData.record.name}` : "Not found",
  );

export function loader({ request, context, params }: Route.LoaderArgs) {
  return submissionDetail(request, context, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submissionAction(request, context, params.id);
}

export default function AdminSubmission({ loaderData, actionData }: Route.ComponentProps) {
  return <SubmissionDetail data={loaderData} refused={actionData} />;
}
