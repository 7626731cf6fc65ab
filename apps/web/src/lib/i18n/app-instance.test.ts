import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The app's own i18next instance (`i18n` from lib/i18n) is the browser's: the server draws pages side by
 * side, each with an instance of its own (lib/render-scope.ts). Code that writes texts uses
 * `useTranslation`, `translate()` or `activeI18n()`, which give the page's; only the start-up and the
 * device's language switch may take the app's instance itself. A tracker helper that called
 * `i18n.t` wrote English into a Hindi learner's page drawn beside an English one.
 */
const src = path.resolve(import.meta.dirname, "../..");
const ALLOWED = new Set(["main.tsx", "entry-server.tsx", "app/i18n/LanguageSync.tsx"]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "test" ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the app's i18next instance", () => {
  it("is taken only where the app starts and where the device's language is switched", () => {
    const takers = sources(src).filter((file) => {
      const rel = path.relative(src, file);
      if (rel.startsWith("lib/i18n/") || ALLOWED.has(rel)) return false;
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
      return source.statements.some(
        (statement) =>
          ts.isImportDeclaration(statement) &&
          ts.isStringLiteral(statement.moduleSpecifier) &&
          /(^|\/)(lib\/)?i18n$/.test(statement.moduleSpecifier.text) &&
          statement.importClause?.namedBindings !== undefined &&
          ts.isNamedImports(statement.importClause.namedBindings) &&
          statement.importClause.namedBindings.elements.some(
            (element) => (element.propertyName ?? element.name).text === "i18n",
          ),
      );
    });
    expect(takers.map((file) => path.relative(src, file))).toEqual([]);
  });
});
