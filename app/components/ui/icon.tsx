import type { LucideIcon, LucideProps } from "lucide-react";
import {
  Bot,
  BrainCircuit,
  Cloud,
  GraduationCap,
  Network,
  ShieldCheck,
  Sparkles,
  Server,
  Globe,
  Megaphone,
  Briefcase,
  Users,
  Clock,
  Award,
  Cpu,
  Database,
  LineChart,
  Lightbulb,
  Rocket,
  Target,
  Workflow,
  Wrench,
  FileText,
  MessageSquare,
  Headset,
  CalendarDays,
  CheckCircle2,
  Layers,
  Code2,
  HardDrive,
  LifeBuoy,
  Settings,
  BookOpen,
  Monitor,
  Lock,
  Zap,
  HelpCircle,
} from "lucide-react";

/**
 * Content names its icons by string (iconClass); this registry maps them to components.
 * Only the icons listed here ship to the browser: add one here when content needs it.
 */
const registry: Record<string, LucideIcon> = {
  Bot,
  BrainCircuit,
  Cloud,
  GraduationCap,
  Network,
  ShieldCheck,
  Sparkles,
  Server,
  Globe,
  Megaphone,
  Briefcase,
  Users,
  Clock,
  Award,
  Cpu,
  Database,
  LineChart,
  Lightbulb,
  Rocket,
  Target,
  Workflow,
  Wrench,
  FileText,
  MessageSquare,
  Headset,
  CalendarDays,
  CheckCircle2,
  Layers,
  Code2,
  HardDrive,
  LifeBuoy,
  Settings,
  BookOpen,
  Monitor,
  Lock,
  Zap,
};

export function hasIcon(name: string): boolean {
  return name in registry;
}

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = registry[name] ?? HelpCircle;
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
