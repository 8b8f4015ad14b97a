import { Icon } from "#app/components/ui/icon.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { megaMenuColumns } from "#app/content/navigation.ts";
import type { NavItem, NavSubItem } from "#app/content/schema.ts";

const panelClass = "rounded-xl border border-slate-200 bg-white shadow-xl";
const linkBase =
  "rounded-md px-3 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";
const linkTones = {
  default: "block py-2 text-sm text-slate-700",
  overview: "block py-2 text-sm font-semibold text-brand-800",
  page: "block py-2 text-sm font-medium text-ink",
  anchor: "block py-1.5 text-[13px] text-slate-600",
  demo: "flex items-center gap-2 py-2 text-sm text-slate-700",
};

type MenuProps = { item: NavItem; pathname: string };

function SubLink({
  link,
  tone = "default",
  pathname,
}: {
  link: NavSubItem;
  tone?: keyof typeof linkTones;
  pathname: string;
}) {
  const current = !link.href.includes("#") && pathname === link.href;
  return (
    <AppLink
      href={link.href}
      aria-current={current ? "page" : undefined}
      className={`${linkBase} ${linkTones[tone]} ${tone === "demo" ? "hover:bg-white" : "hover:bg-brand-50"}`}
    >
      {link.demo && <Icon name="Sparkles" className="h-4 w-4 shrink-0 text-brand-600" />}
      {link.label}
    </AppLink>
  );
}

const overview = (item: NavItem) => ({ href: item.href, label: `${item.label} Overview` });

function Dropdown({ item, pathname }: MenuProps) {
  return (
    <div className={`${panelClass} w-64 p-2`}>
      <SubLink link={overview(item)} tone="overview" pathname={pathname} />
      <ul>
        {item.subItems?.map((s) => (
          <li key={s.href}>
            <SubLink link={s} pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MegaMenu({ item, pathname }: MenuProps) {
  const services = (item.subItems ?? []).filter((s) => !s.demo);
  const demos = (item.subItems ?? []).filter((s) => s.demo);
  // A page followed by its in-page anchors forms one group.
  const groups: NavSubItem[][] = [];
  for (const s of services) {
    if (s.href.includes("#") && groups.length) groups[groups.length - 1].push(s);
    else groups.push([s]);
  }
  return (
    <div className={`${panelClass} grid w-[40rem] max-w-[calc(100vw-6rem)] grid-cols-[1fr_13rem] gap-2 p-3`}>
      <div className="pt-3">
        <p
          id="mega-services"
          className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600"
        >
          {megaMenuColumns.services}
        </p>
        <SubLink link={overview(item)} tone="overview" pathname={pathname} />
        <ul aria-labelledby="mega-services" className="grid grid-cols-2 gap-x-2">
          {groups.map(([page, ...anchors]) => (
            <li key={page.href}>
              <SubLink link={page} tone="page" pathname={pathname} />
              {anchors.length > 0 && (
                <ul className="mb-1 ml-3 border-l border-slate-200">
                  {anchors.map((a) => (
                    <li key={a.href}>
                      <SubLink link={a} tone="anchor" pathname={pathname} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-lg bg-brand-50 p-2">
        <p
          id="mega-demos"
          className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wider text-brand-800"
        >
          {megaMenuColumns.demos}
        </p>
        <ul aria-labelledby="mega-demos">
          {demos.map((d) => (
            <li key={d.href}>
              <SubLink link={d} tone="demo" pathname={pathname} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What a menu's panel holds: its overview and pages (AI Solutions: two columns, services and demos). */
export function DesktopNavMenu(props: MenuProps) {
  return props.item.mega ? <MegaMenu {...props} /> : <Dropdown {...props} />;
}
