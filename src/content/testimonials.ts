import type { Testimonial } from "./types";

/**
 * Customer stories. The first three appear on Home, all six (with their
 * states) on Why Us. Portraits are illustrations, not photographs.
 */
export const testimonials: readonly Testimonial[] = [
  {
    id: "marcus-bell",
    name: "Marcus Bell",
    title: "Owner-Operator, Bell Freight LLC",
    state: "Texas",
    quote:
      "I used to float fuel on a credit card for six weeks waiting on brokers. Now I send my paperwork from the truck stop and the money's in my account the next morning.",
    rating: 5,
    portrait: {
      skin: "#8d5a3b",
      hair: "#1f1a17",
      hairStyle: "cap",
      capColor: "#0b2545",
      shirt: "#c2410c",
      background: "#fde7c2",
      beard: true,
    },
  },
  {
    id: "denise-alvarez",
    name: "Denise Alvarez",
    title: "Owner, Alvarez Transport (8 trucks)",
    state: "Arizona",
    quote:
      "We added three trucks last year without taking a bank loan. Payroll goes out on time every Friday, and our account manager knows our customers by name.",
    rating: 5,
    portrait: {
      skin: "#c98e64",
      hair: "#2b1a12",
      hairStyle: "long",
      shirt: "#1b4679",
      background: "#dbe7f5",
    },
  },
  {
    id: "raymond-okafor",
    name: "Raymond Okafor",
    title: "Fleet Manager, Great Plains Carriers",
    state: "Kansas",
    quote:
      "No long-term contract was what got me to try them. The 24-hour funding and plain answers on the phone are why we're still here four years later.",
    rating: 5,
    portrait: {
      skin: "#5c3a26",
      hair: "#121212",
      hairStyle: "short",
      shirt: "#0f5132",
      background: "#d7f0e1",
      glasses: true,
    },
  },
  {
    id: "sarah-lindqvist",
    name: "Sarah Lindqvist",
    title: "Co-Owner, North Star Reefer",
    state: "Minnesota",
    quote:
      "Reefer fuel bills are brutal in summer. Between fast factoring and the Silver fuel card, our cash flow finally matches the miles we run.",
    rating: 5,
    portrait: {
      skin: "#f1c7a4",
      hair: "#c8a15a",
      hairStyle: "bun",
      shirt: "#7c2d12",
      background: "#fbe0d5",
    },
  },
  {
    id: "kevin-tran",
    name: "Kevin Tran",
    title: "Owner-Operator, KT Hotshot Services",
    state: "Utah",
    quote:
      "When I got my authority, the banks wouldn't talk to me. TPF looked at my brokers instead of my age, and I was funded on my first load.",
    rating: 5,
    portrait: {
      skin: "#e0b48e",
      hair: "#161311",
      hairStyle: "short",
      shirt: "#334155",
      background: "#fff1c7",
    },
  },
  {
    id: "patricia-gomez",
    name: "Patricia Gomez",
    title: "Controller, Mesa Logistics Group",
    state: "Colorado",
    quote:
      "Their asset-based line over our receivables and trailers gave us room to take on a big retail contract. Clear terms, fast answers, no surprises.",
    rating: 5,
    portrait: {
      skin: "#b9805a",
      hair: "#3a2418",
      hairStyle: "curly",
      shirt: "#6b21a8",
      background: "#ece3fb",
      glasses: true,
    },
  },
];
