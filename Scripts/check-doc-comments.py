#!/usr/bin/env python3
"""check-doc-comments.py DIR... -- list public/open declarations without a `///` doc comment.

A declaration counts as documented when the nearest preceding non-attribute line is a `///`
comment. Enum cases listed several on a line are checked as one declaration. Exits 1 if any
declaration is undocumented."""
import re, sys, pathlib

DECL = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(public|open)\s+(?!extension\b|import\b)')


def missing(path):
    lines = path.read_text().splitlines()
    out = []
    for i, line in enumerate(lines):
        if not DECL.match(line):
            continue
        j = i - 1
        while j >= 0 and (lines[j].strip().startswith('@') or lines[j].strip() == ''):
            if lines[j].strip() == '':
                break
            j -= 1
        if j < 0 or not lines[j].strip().startswith('///'):
            # an `init(from:)`/`encode(to:)` Codable witness or a protocol default is documented by its protocol
            if re.search(r'func encode\(to encoder|init\(from decoder', line):
                continue
            out.append('%s:%d: %s' % (path, i + 1, line.strip()))
    return out


def main(dirs):
    found = []
    for d in dirs:
        for p in sorted(pathlib.Path(d).rglob('*.swift')):
            found += missing(p)
    for f in found:
        print(f)
    print('%d public declarations without a doc comment' % len(found))
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:] or ['Sources']))
