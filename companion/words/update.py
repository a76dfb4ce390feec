"""``scripts/catalog``: update each domain's German catalog from the sources and say what is left to translate."""

from __future__ import annotations

import sys

from companion.words.sources import DOMAINS, problems, update

#: The languages with a catalog (English is the sources' own).
TRANSLATED = ("de",)


def main(names: list[str]) -> int:
    """Update the catalogs of the domains named (all when none) and print their problems; 1 when there are any."""
    chosen = [d for d in DOMAINS if not names or d.name in names]
    left = 0
    for domain in chosen:
        for language in TRANSLATED:
            catalog = update(domain, language)
            found = problems(domain, language)
            left += len(found)
            print(f"{domain.name} ({language}): {len(catalog)} messages, {len(found)} to do")
            for problem in found[:20]:
                print("  " + problem)
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
