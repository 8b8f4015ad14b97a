/**
 * Every lucide icon that content or components draw through <Icon name>. They ship as one
 * SVG sprite (icons.svg, made by scripts/make-icon-sprite.tsx) written into every page, not as JavaScript:
 * add a name here, then re-run `npx tsx scripts/make-icon-sprite.tsx`.
 */
export const iconNames = [
  "ArrowLeft", "ArrowRight", "Award", "BookOpen", "Bot", "BrainCircuit", "Briefcase", "CalendarDays", "CalendarPlus",
  "Check", "CheckCircle2", "ChevronDown", "ChevronLeft", "ChevronRight", "ClipboardCheck", "Clock", "Cloud", "Code2", "Cpu",
  "Database", "ExternalLink", "FileText", "FlaskConical", "Globe", "GraduationCap", "Handshake", "HardDrive",
  "Headset", "HelpCircle", "Layers", "LifeBuoy", "Lightbulb", "LineChart", "LoaderCircle", "Lock", "Mail",
  "MapPin", "Megaphone", "Menu", "MessageCircle", "MessageSquare", "Monitor", "Network", "Pause", "Phone", "Play",
  "Quote", "Rocket", "Search", "Server", "Settings", "Shield", "ShieldCheck", "Sparkles", "Target", "Users", "Waypoints",
  "WifiOff", "Workflow", "Wrench", "X", "Zap",
] as const;

export type IconName = (typeof iconNames)[number];
