import {
  ChartLine,
  FileText,
  Fuel,
  Landmark,
  Route,
  Scale,
  ShieldCheck,
  Truck,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import type { ArticleCategory, ArticleSlug } from "../../content/types";

export const categoryIcons: Record<ArticleCategory, LucideIcon> = {
  Operations: Route,
  Compliance: ShieldCheck,
  Finance: Landmark,
  Factoring: FileText,
  "Market Analysis": ChartLine,
};

/** One picture per article for its card and header. */
export const articleIcons: Record<ArticleSlug, LucideIcon> = {
  "fuel-management": Fuel,
  "dot-compliance": ShieldCheck,
  "equipment-financing": Truck,
  "load-board-strategies": Route,
  "cash-flow-management": Wallet,
  "factoring-vs-loans": Scale,
  "market-outlook": ChartLine,
};
