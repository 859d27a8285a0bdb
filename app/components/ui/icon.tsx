import {
  ArrowLeft,
  ArrowRight,
  AudioWaveform,
  Award,
  BadgeCheck,
  BadgeDollarSign,
  Building2,
  Calendar,
  CalendarCheck,
  Check,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  ClipboardCheck,
  Clock,
  CreditCard,
  DoorOpen,
  Droplets,
  Gauge,
  Globe,
  Hammer,
  HeartHandshake,
  House,
  LoaderCircle,
  Mail,
  MapPin,
  Menu,
  Phone,
  Refrigerator,
  ScanSearch,
  ShieldCheck,
  Snowflake,
  Star,
  ThermometerSnowflake,
  ThumbsUp,
  TriangleAlert,
  Truck,
  Users,
  Wind,
  Wrench,
  X,
  Zap,
  type LucideIcon,
} from "lucide-react";

/** The icons the site uses, by name, so typed content can refer to them as plain strings. */
const icons = {
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "audio-waveform": AudioWaveform,
  award: Award,
  "badge-check": BadgeCheck,
  "badge-dollar-sign": BadgeDollarSign,
  building: Building2,
  calendar: Calendar,
  "calendar-check": CalendarCheck,
  check: Check,
  "chevron-right": ChevronRight,
  "circle-alert": CircleAlert,
  "circle-check": CircleCheck,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  "credit-card": CreditCard,
  "door-open": DoorOpen,
  droplets: Droplets,
  gauge: Gauge,
  globe: Globe,
  hammer: Hammer,
  "heart-handshake": HeartHandshake,
  house: House,
  loader: LoaderCircle,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  phone: Phone,
  refrigerator: Refrigerator,
  "scan-search": ScanSearch,
  "shield-check": ShieldCheck,
  snowflake: Snowflake,
  star: Star,
  "thermometer-snowflake": ThermometerSnowflake,
  "thumbs-up": ThumbsUp,
  "triangle-alert": TriangleAlert,
  truck: Truck,
  users: Users,
  wind: Wind,
  wrench: Wrench,
  x: X,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

interface IconProps {
  name: IconName;
  className?: string;
  /** Icons are decorative by default; pass a label when the icon alone carries meaning. */
  label?: string;
  strokeWidth?: number;
}

export function Icon({ name, className = "size-5", label, strokeWidth = 2 }: IconProps) {
  const Component = icons[name];
  return label ? (
    <Component className={className} strokeWidth={strokeWidth} role="img" aria-label={label} />
  ) : (
    <Component className={className} strokeWidth={strokeWidth} aria-hidden="true" focusable="false" />
  );
}
