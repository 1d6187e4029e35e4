import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/*
 * Import boundaries (no-restricted-imports). Flat config does not merge a
 * rule's options across blocks: for each file, the last block that sets the
 * rule wins. So every block below lists all the boundaries its files keep,
 * and narrower file sets come after wider ones.
 */
const TESTS = ["**/*.test.{ts,tsx}"];

const onlyValibot = {
  regex: "^(?!valibot$)(?!\\./)(?!\\.\\./contract/)(?!\\.\\./\\.\\./src/paraglide/messages\\.js$).*",
  message: "Contracts import valibot and the catalogue's messages only.",
};
const notTheServer = {
  regex: "^(\\.\\./)+api/(?!contract/|app$|client-types$)",
  message: "The browser may import only api/contract and the app type.",
};
const notFeatures = {
  regex: "^(\\.\\./)+features/",
  message:
    "Shared code never imports a feature: take the feature's piece as a prop or slot, passed from a route.",
};
const notComponents = {
  regex: "^(\\.\\./)+components/",
  message: "lib/ is code without UI: it never imports components.",
};
const notTheRouter = {
  regex: "^@tanstack/react-router$",
  message: "Islands wake without the router: use plain links and props.",
};
const notTheDatabase = {
  regex: "^(\\.\\./)+db/",
  message:
    "api/lib holds helpers the database code uses; it never imports api/db (put such code in db/ or routes/).",
};
const notScripts = {
  regex: "^(\\.\\./)+scripts/",
  message: "Tests import their harnesses from tests/, never from scripts/.",
};

const restrictImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/*
 * The layers by the files they resolve to (import-x/no-restricted-paths): what
 * a specifier pattern cannot see, such as `import()` and paths that climb
 * through other folders. Paths are relative to the repository's root.
 */
const FEATURES = readdirSync("src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature never imports another: what two features share lives in lib/ or components/, or a route passes it in. */
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: "./src/features",
  except: [`./${feature}`],
  message:
    "A feature never imports another feature: move the shared piece down to lib/ or components/, or let a route pass it in.",
}));
const layerZones = [
  {
    target: ["./src/features", "./src/components", "./src/lib", "./src/content", "./src/islands"],
    from: "./src/routes",
    message: "Only routes import routes: pass what a route knows down as props.",
  },
  {
    target: ["./src/components", "./src/lib", "./src/content"],
    from: ["./src/features", "./src/islands"],
    message:
      "Shared code never imports a feature or an island: take the piece as a prop or slot, passed from a route.",
  },
  {
    target: ["./src/lib", "./src/content"],
    from: "./src/components",
    message: "lib/ and content/ hold no UI: they never import components.",
  },
  {
    target: "./src/content",
    from: "./src",
    except: ["./content"],
    message: "Content is data: it imports only content (and the contract's types).",
  },
  {
    target: "./src/content",
    from: "./api",
    except: ["./contract"],
    message: "Content is data: it imports only content (and the contract's types).",
  },
  {
    // The build runs in Node before any browser code exists: it reads the app through the server entry it built.
    target: ["./vite.config.ts", "./scripts/*.ts"],
    from: ["./src", "./api/db"],
    message:
      "The build never imports the app or the database: it reads the built server entry (ServerEntry in api/contract) and the contract.",
  },
];

/** A layer of the browser code: its own boundaries, plus the server boundary outside its tests. */
const browserLayer = (folder, ...patterns) => [
  { files: [`src/${folder}/**/*.{ts,tsx}`], rules: restrictImports(...patterns) },
  {
    files: [`src/${folder}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: restrictImports(notTheServer, ...patterns),
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-ssr",
      ".e2e",
      "data",
      "test-results",
      "playwright-report",
      "src/routeTree.gen.ts",
      "src/paraglide",
      ".paraglide-web",
      "public/mockServiceWorker.js",
      "public/forms/**",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // import-x's TypeScript settings (how it parses the modules it follows), with the TypeScript resolver.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...featureZones, ...layerZones] }],
      // A cycle makes load order decide behaviour and merges chunks the build meant to keep apart.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The API contract is shared with the browser bundle: it may import valibot and the compiled catalogue's
    // messages only (its tests run in Node; a build gives the browser one module per message).
    files: ["api/contract/**/*.ts"],
    ignores: TESTS,
    rules: restrictImports(onlyValibot),
  },
  {
    // A language is a parameter (docs/decisions/0171-one-route-tree.md): words are read by locale, and a
    // rule names the base language (BASE_LOCALE), never another one, so a third is words and nothing else.
    files: ["src/**/*.{ts,tsx}", "api/**/*.ts", "mocks/**/*.ts"],
    ignores: TESTS,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > Literal[value='es']",
          message:
            'Read words by locale (Record<Locale, …>, labelIn, the catalogue) or compare with BASE_LOCALE, never with "es".',
        },
      ],
    },
  },
  { files: ["api/**/*.test.ts"], rules: restrictImports(notScripts) },
  // The database code may use api/lib's helpers, never the other way round.
  { files: ["api/lib/**/*.ts"], rules: restrictImports(notTheDatabase) },
  { files: ["api/lib/**/*.test.ts"], rules: restrictImports(notTheDatabase, notScripts) },
  // Browser code never reaches into the server, except the shared contract and types.
  { files: ["src/**/*.{ts,tsx}"], ignores: TESTS, rules: restrictImports(notTheServer) },
  // Layers: routes -> features -> components and lib; the header and footer take feature pieces as slots.
  ...browserLayer("components", notFeatures),
  ...browserLayer("lib", notComponents, notFeatures),
  // Islands run on prerendered pages, without the router.
  ...browserLayer("islands", notTheRouter),
);
