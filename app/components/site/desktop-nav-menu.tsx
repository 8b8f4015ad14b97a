import { Icon } from "#app/components/ui/icon.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { megaMenuColumns } from "#app/content/navigation.ts";
import type { NavItem, NavSubItem } from "#app/content/schema.ts";

// Styled in app/app.css (#main-nav [popover]), by their structure: this markup is in every
// route's JavaScript, where class names would cost bytes.

type MenuProps = { item: NavItem; pathname: string };

function SubLink({ link, pathname }: { link: NavSubItem; pathname: string }) {
  return (
    <AppLink href={link.href} aria-current={pathname === link.href ? "page" : undefined}>
      {link.demo && <Icon name="Sparkles" className="h-4 w-4 shrink-0 text-brand-600" />}
      {link.label}
    </AppLink>
  );
}

function SubLinks({
  links,
  pathname,
  labelledBy,
}: {
  links: NavSubItem[];
  pathname: string;
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <SubLink link={link} pathname={pathname} />
        </li>
      ))}
    </ul>
  );
}

const overview = (item: NavItem) => ({ href: item.href, label: `${item.label} Overview` });

function MegaMenu({ item, pathname }: MenuProps) {
  const services = (item.subItems ?? []).filter((s) => !s.demo);
  // A page followed by its in-page anchors forms one group.
  const groups: NavSubItem[][] = [];
  for (const s of services) {
    if (s.href.includes("#") && groups.length) groups[groups.length - 1].push(s);
    else groups.push([s]);
  }
  return (
    <div>
      <div>
        <p id="mega-services">{megaMenuColumns.services}</p>
        <SubLink link={overview(item)} pathname={pathname} />
        <ul aria-labelledby="mega-services">
          {groups.map(([page, ...anchors]) => (
            <li key={page.href}>
              <SubLink link={page} pathname={pathname} />
              {anchors.length > 0 && <SubLinks links={anchors} pathname={pathname} />}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p id="mega-demos">{megaMenuColumns.demos}</p>
        <SubLinks
          links={(item.subItems ?? []).filter((s) => s.demo)}
          pathname={pathname}
          labelledBy="mega-demos"
        />
      </div>
    </div>
  );
}

/** What a menu's panel holds: its overview and pages (AI Solutions: two columns, services and demos). */
export function DesktopNavMenu({ item, pathname }: MenuProps) {
  if (item.mega) return <MegaMenu item={item} pathname={pathname} />;
  return (
    <div>
      <SubLink link={overview(item)} pathname={pathname} />
      <SubLinks links={item.subItems ?? []} pathname={pathname} />
    </div>
  );
}
