import CorpusDiff
/// The frame every report page shares: one file with its style sheet and script inline, so it
/// opens from disk, offline, with nothing to build or fetch.
enum HTMLPage {
  /// Starts a document; `bodyClass` picks the layout (`corpus`, `corpus multi`, `changes`).
  static func open(title: String, bodyClass: String, into html: inout HTMLText) {
    html.raw("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
    html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    html.raw("<title>")
    html.text(title)
    html.raw("</title><style>")
    html.raw(styleSheet)
    html.raw("</style></head>\n<body class=\"\(bodyClass)\">")
    html.raw(
      "<label class=\"toggle\"><input type=\"checkbox\" id=\"names\"> name invisible characters</label>"
    )
  }

  static func close(into html: inout HTMLText) {
    html.raw("\n<script>")
    html.raw(script)
    html.raw("</script></body></html>\n")
  }

  /// `en_US` → `en-US`: the `lang` a locale's text is shown in, so fonts pick the right
  /// glyphs (`zh-Hant-TW` draws Traditional Chinese forms).
  static func languageTag(_ locale: String) -> String {
    String(locale.split(separator: "@").first ?? "").split(separator: "_").joined(separator: "-")
  }

  static let styleSheet = """
    :root{--row:30px;--band:#dfe5f3;--ink:#1c1c1e;--mute:#6b6b73;--line:#d9d9e0;\
    font:15px/1.4 system-ui,"Noto Sans","Noto Sans CJK TC","Noto Sans Arabic",sans-serif;color:var(--ink)}
    body{margin:0;padding:16px 24px;background:#f6f6f8}
    h1{font-size:22px;margin:0 0 8px}h2{font-size:19px;margin:24px 0 8px}h3{font-size:16px;margin:18px 0 6px}
    h4{font-size:14px;margin:12px 0 4px;color:var(--mute)}
    a{color:#0b57d0}code{font:13px ui-monospace,monospace;background:#ececf1;padding:0 3px;border-radius:3px}
    .toggle{float:right;font-size:13px;color:var(--mute)}
    .names .inv::before{content:"⟨" attr(title) "⟩";font:11px ui-monospace,monospace;color:#b3261e}
    .inv{background:#fde7e4;font-style:normal}
    .multi section.locale{display:none}.multi section.locale:target{display:block}
    .multi:has(section.locale:target) #index,.multi:has(section.locale:target) #fields{display:none}
    details.fields{margin:4px 0}details.fields summary{cursor:pointer}
    table.fields{margin:4px 0 8px}table.fields tr:first-child th{position:sticky;top:0;z-index:1}
    #index input{font:inherit;padding:4px 8px;width:18em;margin-bottom:8px}
    #index .languages{columns:9em;column-gap:16px}
    #index details{margin:2px 0;break-inside:avoid}#index summary{cursor:pointer}
    #index a{display:inline-block;margin:0 8px 0 0}
    .back{font-size:13px}
    .pickers{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    .picker-box{margin:0}.picker-box figcaption{font-size:12px;color:var(--mute);margin-bottom:4px}
    .picker{position:relative;display:inline-flex;gap:6px;padding:0 10px;height:calc(5*var(--row));\
    background:#fff;border:1px solid var(--line);border-radius:12px;overflow:hidden}
    .picker .band{position:absolute;left:4px;right:4px;top:calc(2*var(--row));height:var(--row);\
    background:var(--band);border-radius:8px}
    .wheel{position:relative;display:flex;align-items:center;gap:4px}
    .rows{display:flex;flex-direction:column;text-align:center;min-width:2em}
    .row{height:var(--row);line-height:var(--row);white-space:pre;padding:0 4px}
    .row.sel{font-weight:600}.row.o1{opacity:.5}.row.o2{opacity:.2}
    .unit{font-size:13px;font-weight:600;white-space:pre}
    .fname{font-size:11px;color:var(--mute);text-align:center;white-space:pre}
    .today{font-size:12px;color:var(--mute)}
    .wheel.moved{outline:2px solid #e8710a;outline-offset:-2px;border-radius:6px}
    .wheel.changed{outline:2px dashed #b3261e;outline-offset:-2px;border-radius:6px}
    .wheel.added{outline:2px solid #188038;outline-offset:-2px;border-radius:6px}
    .months{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
    .mo{border-radius:10px}.mo caption{font-size:14px;font-weight:600;color:var(--ink);padding:0 0 4px}
    .mo th,.mo td{border:0;padding:2px 4px;min-width:1.8em;text-align:center;white-space:pre}
    .mo tr:first-child th{font-size:11px;color:var(--mute);background:none;font-weight:400}
    .mo tr>th:first-child{font-size:11px;color:var(--mute);background:#f0f0f4;font-weight:400}
    .mo td.s{background:#0b57d0;color:#fff;border-radius:50%;font-weight:600}
    .mo td.u{color:var(--mute);text-decoration:line-through}
    .grids{display:flex;flex-wrap:wrap;gap:12px}
    table{border-collapse:collapse;background:#fff;font-size:13px}
    th,td{border:1px solid var(--line);padding:2px 6px;text-align:start;vertical-align:top}
    th{background:#ececf1;font-weight:600}caption{text-align:start;font-size:12px;color:var(--mute)}
    td,.strings span{white-space:pre-wrap;unicode-bidi:plaintext}
    section.locale,section.class{content-visibility:auto;contain-intrinsic-size:auto 600px}
    .verdict.fail{color:#b3261e}.verdict.ok{color:#188038}
    .filters{position:sticky;top:0;background:#f6f6f8;padding:6px 0;border-bottom:1px solid var(--line);z-index:2}
    .filters select{font:inherit;margin-right:8px}
    .counts span{display:inline-block;margin:0 10px 0 0}
    .group,.entry{background:#fff;border:1px solid var(--line);border-radius:8px;padding:8px 12px;margin:8px 0}
    .group>h4,.entry>h4{margin:0 0 6px;color:var(--ink)}
    .tag{font-size:12px;padding:1px 6px;border-radius:10px;background:#ececf1;margin-right:6px}
    .tag.failing{background:#fce8e6;color:#b3261e}
    .key{font:12px ui-monospace,monospace;color:var(--mute)}
    .strings{display:grid;grid-template-columns:auto 1fr;gap:0 8px;margin:4px 0;font:14px ui-monospace,monospace}
    .strings .old{color:#b3261e}.strings .new{color:#188038}
    mark{background:#ffe08a;color:inherit;border-radius:2px}
    .sides{display:flex;gap:24px;flex-wrap:wrap;align-items:flex-start}
    .sides>div>h5{margin:0 0 4px;font-size:12px;color:var(--mute)}
    .more{font-size:13px;color:var(--mute)}
    .keys pre{font:12px ui-monospace,monospace;white-space:pre-wrap;margin:4px 0}
    .hidden{display:none!important}
    """

  /// The page's behaviour: the invisible-character toggle, the index search, a `<details>`
  /// named in the URL opened (`report.html#fields-hebrew`), the change
  /// filters (set from the URL too: `diff.html?class=order&locale=en_US`, a link to a view), and — for `?probe` only — a layout probe that writes where things were drawn
  /// into the DOM (`data-probe`: each picker's band and wheels, each month's columns), so a
  /// headless browser's `--dump-dom` can assert on geometry.
  /// The probe waits for `load`: only then does `report.html?probe#zh_Hant_TW` show its target.
  static let script = """
    "use strict";
    (function(){
    var b=document.body;
    var t=document.getElementById("names");
    t.addEventListener("change",function(){b.classList.toggle("names",t.checked);});
    var q=document.getElementById("search");
    if(q){q.addEventListener("input",function(){
    var v=q.value.trim().toLowerCase().replace(/-/g,"_");
    document.querySelectorAll("#index details").forEach(function(d){
    var any=false;d.querySelectorAll("a").forEach(function(a){
    var hit=!v||a.dataset.l.toLowerCase().indexOf(v)>=0;a.classList.toggle("hidden",!hit);any=any||hit;});
    d.classList.toggle("hidden",!any);if(v)d.open=any;});});}
    var f=document.querySelectorAll(".filters select");
    function apply(){var want={};f.forEach(function(s){if(s.value)want[s.name]=s.value;});
    document.querySelectorAll("[data-f]").forEach(function(e){var ok=true;
    for(var k in want){var have=" "+(e.dataset[k]||"")+" ";if(have.indexOf(" "+want[k]+" ")<0){ok=false;}}
    e.classList.toggle("hidden",!ok);});
    document.querySelectorAll("section.class").forEach(function(s){
    s.classList.toggle("hidden",!s.querySelector("[data-f]:not(.hidden)"));});}
    f.forEach(function(s){s.addEventListener("change",apply);});
    var given=new URLSearchParams(location.search),any=false;
    f.forEach(function(s){var v=given.get(s.name);if(v!==null){s.value=v;any=true;}});
    if(any)apply();
    function target(){var d=location.hash&&document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if(d&&d.tagName=="DETAILS")d.open=true;}
    target();addEventListener("hashchange",target);
    if(location.search.indexOf("probe")>=0)addEventListener("load",function(){
    var out=[];document.querySelectorAll(".picker").forEach(function(p){
    if(!p.offsetParent)return;var band=p.querySelector(".band").getBoundingClientRect();
    var ws=[].slice.call(p.querySelectorAll(".wheel"));
    var xs=ws.map(function(w){return Math.round(w.getBoundingClientRect().left);});
    var inBand=ws.every(function(w){var r=w.querySelector(".row.sel").getBoundingClientRect();
    return r.top>=band.top-1&&r.bottom<=band.bottom+1;});
    var ordered=xs.every(function(x,i){return i==0||(p.dir=="rtl"?x<xs[i-1]:x>xs[i-1]);});
    p.dataset.probe=(inBand?"sel-in-band":"sel-outside-band")+" "+(ordered?"wheels-in-order":"wheels-out-of-order")+
    " band="+Math.round(band.width)+"x"+Math.round(band.height);
    out.push(p.dataset.mode);});
    document.querySelectorAll("table.mo").forEach(function(t){if(!t.offsetParent)return;
    var xs=[].slice.call(t.rows[1].cells,1).map(function(c){return Math.round(c.getBoundingClientRect().left);});
    var ordered=xs.every(function(x,i){return i==0||(t.dir=="rtl"?x<xs[i-1]:x>xs[i-1]);});
    t.dataset.probe=xs.length+" columns "+(ordered?"in-order":"out-of-order");});
    b.dataset.probe=out.length+" pickers measured";});
    })();
    """
}
