import { createLink } from "@tanstack/react-router";
import { ButtonAnchor } from "./button";

/**
 * A router link styled as a button; takes the same typed `to`, `params` and
 * `search` as `<Link>`. A module of its own, so that the islands of public
 * pages, which use plain buttons and anchors, do not carry the router.
 */
export const ButtonLink = createLink(ButtonAnchor);
