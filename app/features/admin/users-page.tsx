import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";
import { panelClass, wrapAnywhere } from "./form-styles";
import { PASSWORD_MIN_LENGTH } from "./labels";
import { Alert, Notice } from "./messages";
import { PasswordInput } from "./password-input";
import type { UsersActionData, UsersPageData } from "./users.server";

type Person = UsersPageData["people"][number];

const loadSchema = () => import("./users-schema").then((m) => m.usersActionSchema);

const roleLabels = { admin: "Admin", sales: "Sales", marketing: "Marketing" } as const;
const roleHelp = "Sales work the inbox; marketing edit the site's content; admins do both and manage people.";

function RoleSelect({
  id,
  value,
  error,
  hint,
  describedBy,
}: {
  id: string;
  value?: string;
  error?: string;
  hint?: boolean;
  /** A message about this person shown apart from the field (a refused role change). */
  describedBy?: string;
}) {
  return (
    <select
      {...fieldControl(id, error, hint, describedBy)}
      name="role"
      defaultValue={value ?? "sales"}
      className={cn(inputClass, "min-w-32")}
    >
      {Object.entries(roleLabels).map(([role, label]) => (
        <option key={role} value={role}>
          {label}
        </option>
      ))}
    </select>
  );
}

function AddPersonForm({ resetByEmail, reply }: { resetByEmail: boolean; reply?: UsersActionData }) {
  const adding = usePending({ intent: "add" });
  const { errors, formProps } = useFormCheck(loadSchema, reply?.fieldErrors);
  const typed = reply?.values ?? {};
  return (
    <section aria-labelledby="add-heading" className={panelClass}>
      <h2 id="add-heading" className="mb-3 text-lg font-semibold text-ink">
        Add a person
      </h2>
      <Form method="post" noValidate {...formProps} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="add" />
        <Field id="new-email" label="Email" error={errors.email}>
          <input
            {...fieldControl("new-email", errors.email)}
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={typed.email}
            className={inputClass}
          />
        </Field>
        <Field id="new-name" label="Name" error={errors.name}>
          <input
            {...fieldControl("new-name", errors.name)}
            name="name"
            required
            autoComplete="off"
            defaultValue={typed.name}
            className={inputClass}
          />
        </Field>
        <Field id="new-role" label="Role" hint={roleHelp} error={errors.role}>
          <RoleSelect id="new-role" value={typed.role} error={errors.role} hint />
        </Field>
        <Field
          id="new-password"
          label="Initial password"
          error={errors.password}
          hint={
            <>
              At least {PASSWORD_MIN_LENGTH} characters.{" "}
              {resetByEmail
                ? "Leave it empty to email them a link to set their own."
                : "Tell it to them yourself: this site cannot send email."}
            </>
          }
        >
          <PasswordInput
            id="new-password"
            name="password"
            kind="new"
            error={errors.password}
            hint
            required={!resetByEmail}
          />
        </Field>
        {reply?.error && <Alert className="md:col-span-2">{reply.error}</Alert>}
        <div className="md:col-span-2">
          <Button type="submit" disabled={adding}>
            Add person
          </Button>
        </div>
      </Form>
    </section>
  );
}

const columns = ["Email", "Name", "Role", "Created (IST)", "Actions"];
// Below 768 px each row is a card: cells stack, each led by its column name (data-label).
const cell = cn(
  "px-3 py-2 align-top",
  "max-md:grid max-md:grid-cols-[7rem_1fr] max-md:gap-2 max-md:px-0 max-md:py-1",
  "max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]",
  wrapAnywhere,
);

function Cell({ column, children }: { column: number; children: ReactNode }) {
  return (
    <td data-label={columns[column]} className={cell}>
      <div>{children}</div>
    </td>
  );
}

function PersonActions({ person, reply }: { person: Person; reply?: UsersActionData }) {
  const key = person.id;
  const errorId = `error-${key}`;
  const passwordId = `password-${key}`;
  const roleCheck = useFormCheck(loadSchema, reply?.intent === "role" ? reply.fieldErrors : undefined);
  const passwordCheck = useFormCheck(
    loadSchema,
    reply?.intent === "password" ? reply.fieldErrors : undefined,
  );
  const roleError = roleCheck.errors.role;
  const passwordError = passwordCheck.errors.password;
  return (
    <div className="space-y-3">
      <Form method="post" {...roleCheck.formProps} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="userId" value={person.id} />
        <Field
          id={`role-${key}`}
          label={<span className="sr-only">Role of {person.email}</span>}
          error={roleError}
        >
          <RoleSelect
            id={`role-${key}`}
            value={person.role}
            error={roleError}
            describedBy={reply?.error ? errorId : undefined}
          />
        </Field>
        <Button type="submit" size="sm" variant="outline">
          Save role<span className="sr-only"> of {person.email}</span>
        </Button>
      </Form>
      {/* Open again after a refused password, so its message shows beside what was typed. */}
      <details open={passwordError ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-brand-700">
          Set password<span className="sr-only"> of {person.email}</span>
        </summary>
        <Form
          method="post"
          noValidate
          {...passwordCheck.formProps}
          className="mt-2 flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="userId" value={person.id} />
          <Field
            id={passwordId}
            label={
              <>
                New password<span className="sr-only"> for {person.email}</span>
              </>
            }
            error={passwordError}
          >
            <PasswordInput id={passwordId} name="password" kind="new" error={passwordError} />
          </Field>
          <Button type="submit" size="sm" variant="outline">
            Set password<span className="sr-only"> for {person.email}</span>
          </Button>
        </Form>
      </details>
      {!person.me && (
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="userId" value={person.id} />
          <Button type="submit" size="sm" variant={null} className="bg-red-700 text-white hover:bg-red-800">
            Remove<span className="sr-only"> {person.email}</span>
          </Button>
        </Form>
      )}
      {reply?.error && <Alert id={errorId}>{reply.error}</Alert>}
    </div>
  );
}

export function UsersPage({ data, refused }: { data: UsersPageData; refused?: UsersActionData }) {
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">People</h1>
      {data.notice && <Notice>{data.notice}</Notice>}
      <section aria-labelledby="people-heading" className="space-y-3">
        <h2 id="people-heading" className="text-lg font-semibold text-ink">
          Everyone with an account
        </h2>
        <table className="w-full text-left text-sm max-md:block">
          <caption className="sr-only">
            People who can sign in to the sales admin, oldest account first
          </caption>
          <thead className="bg-slate-100 text-slate-700 max-md:sr-only">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block max-md:space-y-3">
            {data.people.map((p) => (
              <tr
                key={p.id}
                className="border-t border-slate-200 bg-white max-md:block max-md:rounded-xl max-md:border max-md:p-3"
              >
                <Cell column={0}>
                  {p.email}
                  {p.me && <span className="text-slate-600"> (you)</span>}
                </Cell>
                <Cell column={1}>{p.name}</Cell>
                <Cell column={2}>{roleLabels[p.role]}</Cell>
                <Cell column={3}>{p.created}</Cell>
                <Cell column={4}>
                  <PersonActions person={p} reply={refused?.userId === p.id ? refused : undefined} />
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <AddPersonForm
        resetByEmail={data.resetByEmail}
        reply={refused?.intent === "add" ? refused : undefined}
      />
    </div>
  );
}
