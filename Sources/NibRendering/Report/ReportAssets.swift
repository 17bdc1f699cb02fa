/// The report page's style sheet and script, inlined so that the page needs nothing else.
///
/// The script holds no `<` or `&`, so the page stays well-formed XML as well as HTML.
enum ReportAssets {
    static let style = """
        body { margin: 0; font: 13px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; color: #1d1d1f; background: #fafafa; }
        header { position: sticky; top: 0; z-index: 2; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; padding: 8px 16px; background: #fff; border-bottom: 1px solid #ddd; }
        header h1 { font-size: 16px; margin: 0; }
        header nav a { margin-right: 10px; color: #0a66d8; text-decoration: none; }
        #search { width: 260px; padding: 4px 8px; font-size: 13px; }
        section.doc { padding: 8px 16px 24px; border-bottom: 1px solid #ddd; }
        section.doc h2 { margin: 8px 0 0; font-size: 18px; }
        .meta, .hint { color: #6e6e73; margin: 2px 0 8px; }
        .layout { display: flex; gap: 16px; align-items: flex-start; }
        .main { flex: 1 1 auto; min-width: 0; }
        aside { flex: 0 0 340px; max-height: 90vh; overflow: auto; position: sticky; top: 56px; background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 4px 10px; }
        .canvas { overflow: auto; max-height: 80vh; border: 1px solid #ddd; border-radius: 6px; background: #f4f4f6; }
        svg.wireframe { display: block; max-width: 100%; height: auto; }
        svg .obj, svg .item, svg .column, svg .segue { cursor: pointer; }
        svg .obj.sel > .body { stroke: #e8590c; stroke-width: 3px; }
        svg .item.sel text, svg .column.sel text { fill: #e8590c; font-weight: bold; }
        svg .segue.sel path { stroke-width: 4px; }
        svg .dim { opacity: 0.25; }
        table { border-collapse: collapse; width: 100%; margin-bottom: 8px; background: #fff; }
        th, td { text-align: left; padding: 2px 6px; border-bottom: 1px solid #eee; vertical-align: top; }
        th { background: #f2f2f5; }
        tr.related { background: #fff4e6; }
        tr.error td:first-child { color: #c92a2a; font-weight: bold; }
        tr.warning td:first-child { color: #e67700; font-weight: bold; }
        .link, .node { cursor: pointer; border-radius: 3px; padding: 0 2px; }
        .link:hover, .node:hover { background: #e7f0fd; }
        .sel.link, .sel.node { background: #ffd8a8; outline: 1px solid #e8590c; }
        ul.tree, ul.tree ul { list-style: none; margin: 0; padding-left: 14px; }
        ul.tree { padding-left: 0; font-size: 12px; }
        ul.tree i { color: #6e6e73; }
        ul.tree em { color: #7048e8; font-style: normal; }
        .hidden-by-search { display: none; }
        .selection ul { padding-left: 16px; margin: 4px 0; }
        .errors { padding: 8px 16px; color: #c92a2a; }
        """

    static let script = """
        (function () {
          "use strict";
          function sectionOf(element) { return element.closest("section.doc"); }
          function describe(section, id) {
            var node = section.querySelector(".tree [data-id='" + CSS.escape(id) + "']");
            return node ? node.textContent : id;
          }
          function select(section, id) {
            section.querySelectorAll(".sel").forEach(function (element) { element.classList.remove("sel"); });
            section.querySelectorAll("[data-id='" + CSS.escape(id) + "']").forEach(function (element) {
              element.classList.add("sel");
            });
            var panel = section.querySelector(".selection");
            panel.textContent = "";
            var title = document.createElement("p");
            title.textContent = describe(section, id);
            panel.appendChild(title);
            var list = document.createElement("ul");
            section.querySelectorAll("tr.conn").forEach(function (row) {
              var related = row.dataset.source === id || row.dataset.destination === id;
              row.classList.toggle("related", related);
              if (!related) { return; }
              var cells = row.querySelectorAll("td");
              var item = document.createElement("li");
              var other = row.dataset.source === id ? row.dataset.destination : row.dataset.source;
              var arrow = row.dataset.source === id ? " → " : " ← ";
              item.textContent = cells[0].textContent + " " + cells[2].textContent + arrow;
              var link = document.createElement("span");
              link.className = "link";
              link.dataset.id = other || "";
              link.textContent = other || "?";
              item.appendChild(link);
              list.appendChild(item);
            });
            var count = document.createElement("p");
            count.className = "hint";
            count.textContent = list.children.length + " connection(s)";
            panel.appendChild(count);
            panel.appendChild(list);
            var shape = section.querySelector("svg [data-id='" + CSS.escape(id) + "']");
            if (shape) { shape.scrollIntoView({ block: "nearest", inline: "nearest" }); }
          }
          document.addEventListener("click", function (event) {
            var target = event.target.closest("[data-id]");
            if (!target) { return; }
            var section = sectionOf(target);
            if (!section) { return; }
            select(section, target.getAttribute("data-id"));
          });
          document.addEventListener("keydown", function (event) {
            if (event.key !== "Enter") { return; }
            var target = event.target.closest("[data-id]");
            if (target) { target.click(); }
          });
          var search = document.getElementById("search");
          search.addEventListener("input", function () {
            var query = search.value.trim().toLowerCase();
            document.querySelectorAll("section.doc").forEach(function (section) {
              var matches = new Set();
              section.querySelectorAll(".tree li").forEach(function (item) {
                var hit = query === "" || item.dataset.search.indexOf(query) !== -1;
                item.classList.toggle("hidden-by-search", !hit);
                if (hit) {
                  matches.add(item.querySelector(".node").dataset.id);
                  for (var up = item.parentElement.closest("li"); up; up = up.parentElement.closest("li")) {
                    up.classList.remove("hidden-by-search");
                  }
                }
              });
              section.querySelectorAll("tr[data-search]").forEach(function (row) {
                row.classList.toggle("hidden-by-search", query !== "" ? row.dataset.search.indexOf(query) === -1 : false);
              });
              section.querySelectorAll("svg .obj").forEach(function (shape) {
                shape.classList.toggle("dim", query !== "" ? !matches.has(shape.dataset.id) : false);
              });
            });
          });
        })();
        """
}
