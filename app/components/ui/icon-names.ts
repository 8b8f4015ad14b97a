/**
 * Every lucide icon that content or components draw through <Icon name>. They ship as one
 * cached SVG sprite (icons.svg, made by scripts/make-icon-sprite.tsx), not as JavaScript:
 * add a name here, then re-run `npx tsx scripts/make-icon-sprite.tsx`.
 */
export const iconNames = [
  "Award", "BookOpen", "Bot", "BrainCircuit", "Briefcase", "CalendarDays", "CalendarPlus", "CheckCircle2",
  "ChevronDown", "ChevronLeft", "ChevronRight", "ClipboardCheck", "Clock", "Cloud", "Code2", "Cpu", "Database",
  "ExternalLink", "FileText", "FlaskConical", "Globe", "GraduationCap", "Handshake", "HardDrive", "Headset",
  "HelpCircle", "Layers", "LifeBuoy", "Lightbulb", "LineChart", "Lock", "Mail", "MapPin", "Megaphone",
  "MessageCircle", "MessageSquare", "Monitor", "Network", "Pause", "Phone", "Play", "Quote", "Rocket", "Server",
  "Settings", "Shield", "ShieldCheck", "Sparkles", "Target", "Users", "Waypoints", "Workflow", "Wrench", "Zap",
] as const;

export type IconName = (typeof iconNames)[number];
