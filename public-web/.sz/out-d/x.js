import * as e from "react";
// ../../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var t = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i, n = /^[\\/]{2}/;
function r(e, t) {
	return t + e.replace(/\\/g, "/");
}
var i = "popstate";
function a(e) {
	return typeof e == "object" && !!e && "pathname" in e && "search" in e && "hash" in e && "state" in e && "key" in e;
}
function o(e = {}) {
	function t(e, t) {
		let n = t.state?.masked, { pathname: r, search: i, hash: a } = n || e.location;
		return d("", {
			pathname: r,
			search: i,
			hash: a
		}, t.state && t.state.usr || null, t.state && t.state.key || "default", n ? {
			pathname: e.location.pathname,
			search: e.location.search,
			hash: e.location.hash
		} : void 0);
	}
	function n(e, t) {
		return typeof t == "string" ? t : f(t);
	}
	return m(t, n, null, e);
}
function s(e, t) {
	if (e === !1 || e == null) throw Error(t);
}
function c(e, t) {
	if (!e) {
		typeof console < "u" && console.warn(t);
		try {
			throw Error(t);
		} catch {}
	}
}
function l() {
	return Math.random().toString(36).substring(2, 10);
}
function u(e, t) {
	return {
		usr: e.state,
		key: e.key,
		idx: t,
		masked: e.mask ? {
			pathname: e.pathname,
			search: e.search,
			hash: e.hash
		} : void 0
	};
}
function d(e, t, n = null, r, i) {
	return {
		pathname: typeof e == "string" ? e : e.pathname,
		search: "",
		hash: "",
		...typeof t == "string" ? p(t) : t,
		state: n,
		key: t && t.key || r || l(),
		mask: i
	};
}
function f({ pathname: e = "/", search: t = "", hash: n = "" }) {
	return t && t !== "?" && (e += t.charAt(0) === "?" ? t : "?" + t), n && n !== "#" && (e += n.charAt(0) === "#" ? n : "#" + n), e;
}
function p(e) {
	let t = {};
	if (e) {
		let n = e.indexOf("#");
		n >= 0 && (t.hash = e.substring(n), e = e.substring(0, n));
		let r = e.indexOf("?");
		r >= 0 && (t.search = e.substring(r), e = e.substring(0, r)), e && (t.pathname = e);
	}
	return t;
}
function m(e, t, n, r = {}) {
	let { window: o = document.defaultView, v5Compat: s = !1 } = r, c = o.history, l = "POP", f = null, p = m();
	p ?? (p = 0, c.replaceState({
		...c.state,
		idx: p
	}, ""));
	function m() {
		return (c.state || { idx: null }).idx;
	}
	function g() {
		l = "POP";
		let e = m(), t = e == null ? null : e - p;
		p = e, f && f({
			action: l,
			location: b.location,
			delta: t
		});
	}
	function _(e, t) {
		l = "PUSH";
		let r = a(e) ? e : d(b.location, e, t);
		n && n(r, e), p = m() + 1;
		let i = u(r, p), h = b.createHref(r.mask || r);
		try {
			c.pushState(i, "", h);
		} catch (e) {
			if (e instanceof DOMException && e.name === "DataCloneError") throw e;
			o.location.assign(h);
		}
		s && f && f({
			action: l,
			location: b.location,
			delta: 1
		});
	}
	function v(e, t) {
		l = "REPLACE";
		let r = a(e) ? e : d(b.location, e, t);
		n && n(r, e), p = m();
		let i = u(r, p), o = b.createHref(r.mask || r);
		c.replaceState(i, "", o), s && f && f({
			action: l,
			location: b.location,
			delta: 0
		});
	}
	function y(e) {
		return h(o, e);
	}
	let b = {
		get action() {
			return l;
		},
		get location() {
			return e(o, c);
		},
		listen(e) {
			if (f) throw Error("A history only accepts one active listener");
			return o.addEventListener(i, g), f = e, () => {
				o.removeEventListener(i, g), f = null;
			};
		},
		createHref(e) {
			return t(o, e);
		},
		createURL: y,
		encodeLocation(e) {
			let t = y(e);
			return {
				pathname: t.pathname,
				search: t.search,
				hash: t.hash
			};
		},
		push: _,
		replace: v,
		go(e) {
			return c.go(e);
		}
	};
	return b;
}
function h(e, t, r = !1) {
	let i = "http://localhost";
	e && (i = e.location.origin === "null" ? e.location.href : e.location.origin), s(i, "No window.location.(origin|href) available to create URL");
	let a = typeof t == "string" ? t : f(t);
	return a = a.replace(/ $/, "%20"), !r && n.test(a) && (a = i + a), new URL(a, i);
}
function g(e, t, n = "/") {
	return _(e, t, n, !1);
}
function _(e, t, n, r, i) {
	let a = A((typeof t == "string" ? p(t) : t).pathname || "/", n);
	if (a == null) return null;
	let o = i ?? v(e), s = null, c = ae(a);
	for (let e = 0; s == null && e < o.length; ++e) s = O(o[e], c, r);
	return s;
}
function v(e) {
	let t = y(e);
	return x(t), t;
}
function y(e, t = [], n = [], r = "", i = !1) {
	let a = (e, a, o = i, c) => {
		let l = {
			relativePath: c === void 0 ? e.path || "" : c,
			caseSensitive: e.caseSensitive === !0,
			childrenIndex: a,
			route: e
		};
		if (l.relativePath.startsWith("/")) {
			if (!l.relativePath.startsWith(r) && o) return;
			s(l.relativePath.startsWith(r), `Absolute route path "${l.relativePath}" nested under path "${r}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`), l.relativePath = l.relativePath.slice(r.length);
		}
		let u = M([r, l.relativePath]), d = n.concat(l);
		e.children && e.children.length > 0 && (s(e.index !== !0, `Index routes must not have child routes. Please remove all child routes from route path "${u}".`), y(e.children, t, d, u, o)), (e.path != null || e.index) && t.push({
			path: u,
			score: ne(u, e.index),
			routesMeta: d.map((e, t) => {
				let [n, r] = ie(e.relativePath, e.caseSensitive, t === d.length - 1);
				return {
					...e,
					matcher: n,
					compiledParams: r
				};
			})
		});
	};
	return e.forEach((e, t) => {
		if (e.path === "" || !e.path?.includes("?")) a(e, t);
		else for (let n of b(e.path)) a(e, t, !0, n);
	}), t;
}
function b(e) {
	let t = e.split("/");
	if (t.length === 0) return [];
	let [n, ...r] = t, i = n.endsWith("?"), a = n.replace(/\?$/, "");
	if (r.length === 0) return i ? [a, ""] : [a];
	let o = b(r.join("/")), s = [];
	return s.push(...o.map((e) => e === "" ? a : [a, e].join("/"))), i && s.push(...o), s.map((t) => e.startsWith("/") && t === "" ? "/" : t);
}
function x(e) {
	e.sort((e, t) => e.score === t.score ? D(e.routesMeta.map((e) => e.childrenIndex), t.routesMeta.map((e) => e.childrenIndex)) : t.score - e.score);
}
var S = /^:[\w-]+$/, C = 3, w = 2, T = 1, E = 10, ee = -2, te = (e) => e === "*";
function ne(e, t) {
	let n = e.split("/"), r = n.length;
	return n.some(te) && (r += ee), t && (r += w), n.filter((e) => !te(e)).reduce((e, t) => e + (S.test(t) ? C : t === "" ? T : E), r);
}
function D(e, t) {
	return e.length === t.length && e.slice(0, -1).every((e, n) => e === t[n]) ? e[e.length - 1] - t[t.length - 1] : 0;
}
function O(e, t, n = !1) {
	let { routesMeta: r } = e, i = {}, a = "/", o = [];
	for (let e = 0; e < r.length; ++e) {
		let s = r[e], c = e === r.length - 1, l = a === "/" ? t : t.slice(a.length) || "/", u = {
			path: s.relativePath,
			caseSensitive: s.caseSensitive,
			end: c
		}, d = s.matcher && s.compiledParams ? re(u, l, s.matcher, s.compiledParams) : k(u, l), f = s.route;
		if (!d && c && n && !r[r.length - 1].route.index && (d = k({
			path: s.relativePath,
			caseSensitive: s.caseSensitive,
			end: !1
		}, l)), !d) return null;
		Object.assign(i, d.params), o.push({
			params: i,
			pathname: M([a, d.pathname]),
			pathnameBase: fe(M([a, d.pathnameBase])),
			route: f
		}), d.pathnameBase !== "/" && (a = M([a, d.pathnameBase]));
	}
	return o;
}
function k(e, t) {
	typeof e == "string" && (e = {
		path: e,
		caseSensitive: !1,
		end: !0
	});
	let [n, r] = ie(e.path, e.caseSensitive, e.end);
	return re(e, t, n, r);
}
function re(e, t, n, r) {
	let i = t.match(n);
	if (!i) return null;
	let a = i[0], o = N(a, 1), s = i.slice(1);
	return {
		params: r.reduce((e, { paramName: t, isOptional: n }, r) => {
			if (t === "*") {
				let e = s[r] || "";
				o = N(a.slice(0, a.length - e.length), 1);
			}
			let i = s[r];
			return e[t] = n && !i ? void 0 : (i || "").replace(/%2F/g, "/"), e;
		}, {}),
		pathname: a,
		pathnameBase: o,
		pattern: e
	};
}
function ie(e, t = !1, n = !0) {
	c(e === "*" || !e.endsWith("*") || e.endsWith("/*"), `Route path "${e}" will be treated as if it were "${e.replace(/\*$/, "/*")}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${e.replace(/\*$/, "/*")}".`);
	let r = [], i = "^" + e.replace(/\/*\*?$/, "").replace(/^\/*/, "/").replace(/[\\.*+^${}|()[\]]/g, "\\$&").replace(/\/:([\w-]+)(\?)?/g, (e, t, n, i, a) => {
		if (r.push({
			paramName: t,
			isOptional: n != null
		}), n) {
			let t = a.charAt(i + e.length);
			return t && t !== "/" ? "/([^\\/]*)" : "(?:/([^\\/]*))?";
		}
		return "/([^\\/]+)";
	}).replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
	return e.endsWith("*") ? (r.push({ paramName: "*" }), i += e === "*" || e === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$") : n ? i += "\\/*$" : e !== "" && e !== "/" && (i += "(?:(?=\\/|$))"), [new RegExp(i, t ? void 0 : "i"), r];
}
function ae(e) {
	try {
		return e.split("/").map((e) => decodeURIComponent(e).replace(/\//g, "%2F")).join("/");
	} catch (t) {
		return c(!1, `The URL path "${e}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${t}).`), e;
	}
}
function A(e, t) {
	if (t === "/") return e;
	if (!e.toLowerCase().startsWith(t.toLowerCase())) return null;
	let n = t.endsWith("/") ? t.length - 1 : t.length, r = e.charAt(n);
	return r && r !== "/" ? null : e.slice(n) || "/";
}
function oe(e, t = "/") {
	let { pathname: n, search: r = "", hash: i = "" } = typeof e == "string" ? p(e) : e, a;
	return n ? (n = de(n), a = n.startsWith("/") || n.startsWith("\\") ? se(n.substring(1), "/") : se(n, t)) : a = t, {
		pathname: a,
		search: pe(r),
		hash: me(i)
	};
}
function se(e, t) {
	let n = N(t).split("/");
	return e.split("/").forEach((e) => {
		e === ".." ? n.length > 1 && n.pop() : e !== "." && n.push(e);
	}), n.length > 1 ? n.join("/") : "/";
}
function j(e, t, n, r) {
	return `Cannot include a '${e}' character in a manually specified \`to.${t}\` field [${JSON.stringify(r)}].  Please separate it out to the \`to.${n}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
}
function ce(e) {
	return e.filter((e, t) => t === 0 || e.route.path && e.route.path.length > 0);
}
function le(e) {
	let t = ce(e);
	return t.map((e, n) => n === t.length - 1 ? e.pathname : e.pathnameBase);
}
function ue(e, t, n, r = !1) {
	let i;
	typeof e == "string" ? i = p(e) : (i = { ...e }, s(!i.pathname || !i.pathname.includes("?"), j("?", "pathname", "search", i)), s(!i.pathname || !i.pathname.includes("#"), j("#", "pathname", "hash", i)), s(!i.search || !i.search.includes("#"), j("#", "search", "hash", i)));
	let a = e === "" || i.pathname === "", o = a ? "/" : i.pathname, c;
	if (o == null) c = n;
	else {
		let e = t.length - 1;
		if (!r && o.startsWith("..")) {
			let t = o.split("/");
			for (; t[0] === "..";) t.shift(), --e;
			i.pathname = t.join("/");
		}
		c = e >= 0 ? t[e] : "/";
	}
	let l = oe(i, c), u = o && o !== "/" && o.endsWith("/"), d = (a || o === ".") && n.endsWith("/");
	return !l.pathname.endsWith("/") && (u || d) && (l.pathname += "/"), l;
}
var de = (e) => e.replace(/[\\/]{2,}/g, "/"), M = (e) => de(e.join("/"));
function N(e, t = 0) {
	let n = e.length;
	for (; n > t && e.charCodeAt(n - 1) === 47;) n--;
	return n === e.length ? e : e.slice(0, n);
}
var fe = (e) => N(e).replace(/^\/*/, "/"), pe = (e) => !e || e === "?" ? "" : e.startsWith("?") ? e : "?" + e, me = (e) => !e || e === "#" ? "" : e.startsWith("#") ? e : "#" + e, he = class {
	constructor(e, t, n, r = !1) {
		this.status = e, this.statusText = t || "", this.internal = r, n instanceof Error ? (this.data = n.toString(), this.error = n) : this.data = n;
	}
};
function ge(e) {
	return e != null && typeof e.status == "number" && typeof e.statusText == "string" && typeof e.internal == "boolean" && "data" in e;
}
function _e(e) {
	return M(e.map((e) => e.route.path).filter(Boolean)) || "/";
}
var ve = typeof window < "u" && window.document !== void 0 && window.document.createElement !== void 0;
function ye(e, i) {
	let a = e;
	if (typeof a != "string" || !t.test(a)) return {
		absoluteURL: void 0,
		isExternal: !1,
		to: a
	};
	let o = a, s = !1;
	if (ve) try {
		let e = new URL(window.location.href), t = n.test(a) ? new URL(r(a, e.protocol)) : new URL(a), o = A(t.pathname, i);
		t.origin === e.origin && o != null ? a = o + t.search + t.hash : s = !0;
	} catch {
		c(!1, `<Link to="${a}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`);
	}
	return {
		absoluteURL: o,
		isExternal: s,
		to: a
	};
}
Object.getOwnPropertyNames(Object.prototype).sort().join("\0");
var be = new URL("http://localhost");
function xe(e) {
	if (e.createURL) return e.createURL("/");
	try {
		return new URL(e.createHref("/"), be);
	} catch {
		return be;
	}
}
function P(e, t) {
	return e.origin === t.origin && (e.origin !== "null" || e.protocol === t.protocol && e.host === t.host);
}
function Se(e, t) {
	if (e.startsWith("//")) return !0;
	let n = t.protocol.toLowerCase();
	return e.toLowerCase().startsWith(n) ? t.host === "" || e.slice(n.length).startsWith("//") : !1;
}
function Ce(e, t, n, r) {
	let i = null;
	try {
		i = e == null ? null : new URL(e, n);
	} catch {}
	let a = new URL(t, n), o = i != null && !P(i, n), s = !P(a, n);
	if (r === "reject") {
		if (o || s) throw Error("External navigation is not allowed");
	} else if (s && (i == null || !Se(e, i) || !P(i, a))) throw Error("External navigation is not allowed");
}
var we = [
	"POST",
	"PUT",
	"PATCH",
	"DELETE"
];
new Set(we);
var Te = ["GET", ...we];
new Set(Te);
var Ee = [
	"about:",
	"blob:",
	"chrome:",
	"chrome-untrusted:",
	"content:",
	"data:",
	"devtools:",
	"file:",
	"filesystem:",
	"javascript:"
];
function De(e) {
	try {
		return Ee.includes(new URL(e).protocol);
	} catch {
		return !1;
	}
}
var F = e.createContext(null);
F.displayName = "DataRouter";
var I = e.createContext(null);
I.displayName = "DataRouterState";
var Oe = e.createContext(!1);
function ke() {
	return e.useContext(Oe);
}
var Ae = e.createContext({ isTransitioning: !1 });
Ae.displayName = "ViewTransition";
var je = e.createContext(/* @__PURE__ */ new Map());
je.displayName = "Fetchers";
var Me = e.createContext(null);
Me.displayName = "Await";
var L = e.createContext(null);
L.displayName = "Navigation";
var R = e.createContext(null);
R.displayName = "Location";
var z = e.createContext({
	outlet: null,
	matches: [],
	isDataRoute: !1
});
z.displayName = "Route";
var B = e.createContext(null);
B.displayName = "RouteError";
var Ne = "REACT_ROUTER_ERROR", Pe = "REDIRECT", Fe = "ROUTE_ERROR_RESPONSE";
function Ie(e) {
	if (e.startsWith(`${Ne}:${Pe}:{`)) try {
		let t = JSON.parse(e.slice(28));
		if (typeof t == "object" && t && typeof t.status == "number" && typeof t.statusText == "string" && typeof t.location == "string" && typeof t.reloadDocument == "boolean" && typeof t.replace == "boolean") return t;
	} catch {}
}
function Le(e) {
	if (e.startsWith(`${Ne}:${Fe}:{`)) try {
		let t = JSON.parse(e.slice(40));
		if (typeof t == "object" && t && typeof t.status == "number" && typeof t.statusText == "string") return new he(t.status, t.statusText, t.data);
	} catch {}
}
function Re(t, { relative: n } = {}) {
	s(V(), "useHref() may be used only in the context of a <Router> component.");
	let { basename: r, navigator: i } = e.useContext(L), { hash: a, pathname: o, search: c } = U(t, { relative: n }), l = o;
	return r !== "/" && (l = o === "/" ? r : M([r, o])), i.createHref({
		pathname: l,
		search: c,
		hash: a
	});
}
function V() {
	return e.useContext(R) != null;
}
function H() {
	return s(V(), "useLocation() may be used only in the context of a <Router> component."), e.useContext(R).location;
}
var ze = "You should call navigate() in a React.useEffect(), not when your component is first rendered.";
function Be(t) {
	e.useContext(L).static || e.useLayoutEffect(t);
}
function Ve() {
	let { isDataRoute: t } = e.useContext(z);
	return t ? rt() : He();
}
function He() {
	s(V(), "useNavigate() may be used only in the context of a <Router> component.");
	let t = e.useContext(F), { basename: n, navigator: r } = e.useContext(L), { matches: i } = e.useContext(z), { pathname: a } = H(), o = JSON.stringify(le(i)), l = e.useRef(!1);
	return Be(() => {
		l.current = !0;
	}), e.useCallback((e, i = {}) => {
		if (c(l.current, ze), !l.current) return;
		if (typeof e == "number") {
			r.go(e);
			return;
		}
		let s = ue(e, JSON.parse(o), a, i.relative === "path");
		t == null && n !== "/" && (s.pathname = s.pathname === "/" ? n : M([n, s.pathname])), Ce(typeof e == "string" ? e : f(e), r.createHref(s), xe(r), "reject"), (i.replace ? r.replace : r.push)(s, i.state, i);
	}, [
		n,
		r,
		o,
		a,
		t
	]);
}
e.createContext(null);
function U(t, { relative: n } = {}) {
	let { matches: r } = e.useContext(z), { pathname: i } = H(), a = JSON.stringify(le(r));
	return e.useMemo(() => ue(t, JSON.parse(a), i, n === "path"), [
		t,
		a,
		i,
		n
	]);
}
function Ue(e, t) {
	return We(e, t);
}
function We(t, n, r) {
	s(V(), "useRoutes() may be used only in the context of a <Router> component.");
	let { navigator: i } = e.useContext(L), { matches: a } = e.useContext(z), o = a[a.length - 1], l = o ? o.params : {}, u = o ? o.pathname : "/", d = o ? o.pathnameBase : "/", f = o && o.route;
	{
		let e = f && f.path || "";
		at(u, !f || e.endsWith("*") || e.endsWith("*?"), `You rendered descendant <Routes> (or called \`useRoutes()\`) at "${u}" (under <Route path="${e}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${e}"> to <Route path="${e === "/" ? "*" : `${e}/*`}">.`);
	}
	let m = H(), h;
	if (n) {
		let e = typeof n == "string" ? p(n) : n;
		s(d === "/" || e.pathname?.startsWith(d), `When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${d}" but pathname "${e.pathname}" was given in the \`location\` prop.`), h = e;
	} else h = m;
	let _ = h.pathname || "/", v = _;
	if (d !== "/") {
		let e = d.replace(/^\//, "").split("/");
		v = "/" + _.replace(/^\//, "").split("/").slice(e.length).join("/");
	}
	let y = r && r.state.matches.length ? r.state.matches.map((e) => Object.assign(e, { route: r.manifest[e.route.id] || e.route })) : g(t, { pathname: v });
	c(f || y != null, `No routes matched location "${h.pathname}${h.search}${h.hash}" `), c(y == null || y[y.length - 1].route.element !== void 0 || y[y.length - 1].route.Component !== void 0 || y[y.length - 1].route.lazy !== void 0, `Matched leaf route at location "${h.pathname}${h.search}${h.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`);
	let b = Ze(y && y.map((e) => Object.assign({}, e, {
		params: Object.assign({}, l, e.params),
		pathname: M([d, i.encodeLocation ? i.encodeLocation(e.pathname.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")).pathname : e.pathname]),
		pathnameBase: e.pathnameBase === "/" ? d : M([d, i.encodeLocation ? i.encodeLocation(e.pathnameBase.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")).pathname : e.pathnameBase])
	})), a, r);
	return n && b ? /* @__PURE__ */ e.createElement(R.Provider, { value: {
		location: {
			pathname: "/",
			search: "",
			hash: "",
			state: null,
			key: "default",
			mask: void 0,
			...h
		},
		navigationType: "POP"
	} }, b) : b;
}
function Ge() {
	let t = nt(), n = ge(t) ? `${t.status} ${t.statusText}` : t instanceof Error ? t.message : JSON.stringify(t), r = t instanceof Error ? t.stack : null, i = "rgba(200,200,200, 0.5)", a = {
		padding: "0.5rem",
		backgroundColor: i
	}, o = {
		padding: "2px 4px",
		backgroundColor: i
	}, s = null;
	return console.error("Error handled by React Router default ErrorBoundary:", t), s = /* @__PURE__ */ e.createElement(e.Fragment, null, /* @__PURE__ */ e.createElement("p", null, "💿 Hey developer 👋"), /* @__PURE__ */ e.createElement("p", null, "You can provide a way better UX than this when your app throws errors by providing your own ", /* @__PURE__ */ e.createElement("code", { style: o }, "ErrorBoundary"), " or", " ", /* @__PURE__ */ e.createElement("code", { style: o }, "errorElement"), " prop on your route.")), /* @__PURE__ */ e.createElement(e.Fragment, null, /* @__PURE__ */ e.createElement("h2", null, "Unexpected Application Error!"), /* @__PURE__ */ e.createElement("h3", { style: { fontStyle: "italic" } }, n), r ? /* @__PURE__ */ e.createElement("pre", { style: a }, r) : null, s);
}
var Ke = /* @__PURE__ */ e.createElement(Ge, null), qe = class extends e.Component {
	constructor(e) {
		super(e), this.state = {
			location: e.location,
			revalidation: e.revalidation,
			error: e.error
		};
	}
	static getDerivedStateFromError(e) {
		return { error: e };
	}
	static getDerivedStateFromProps(e, t) {
		return t.location !== e.location || t.revalidation !== "idle" && e.revalidation === "idle" ? {
			error: e.error,
			location: e.location,
			revalidation: e.revalidation
		} : {
			error: e.error === void 0 ? t.error : e.error,
			location: t.location,
			revalidation: e.revalidation || t.revalidation
		};
	}
	componentDidCatch(e, t) {
		this.props.onError ? this.props.onError(e, t) : console.error("React Router caught the following error during render", e);
	}
	render() {
		let t = this.state.error;
		if (this.context && typeof t == "object" && t && "digest" in t && typeof t.digest == "string") {
			let e = Le(t.digest);
			e && (t = e);
		}
		let n = t === void 0 ? this.props.children : /* @__PURE__ */ e.createElement(z.Provider, { value: this.props.routeContext }, /* @__PURE__ */ e.createElement(B.Provider, {
			value: t,
			children: this.props.component
		}));
		return this.context ? /* @__PURE__ */ e.createElement(Ye, { error: t }, n) : n;
	}
};
qe.contextType = Oe;
var Je = /* @__PURE__ */ new WeakMap();
function Ye({ children: t, error: n }) {
	let { basename: r, navigator: i } = e.useContext(L);
	if (typeof n == "object" && n && "digest" in n && typeof n.digest == "string") {
		let t = Ie(n.digest);
		if (t) {
			let a = Je.get(n);
			if (a) throw a;
			let o = ye(t.location, r), s = o.absoluteURL || o.to;
			if (Ce(t.location, s, xe(i), "allow-explicit"), De(s)) throw Error("Invalid redirect location");
			if (ve && !Je.get(n)) {
				if (o.isExternal || t.reloadDocument) window.location.href = s;
				else {
					let e = Promise.resolve().then(() => window.__reactRouterDataRouter.navigate(o.to, { replace: t.replace }));
					throw Je.set(n, e), e;
				}
			}
			return /* @__PURE__ */ e.createElement("meta", {
				httpEquiv: "refresh",
				content: `0;url=${s}`
			});
		}
	}
	return t;
}
function Xe({ routeContext: t, match: n, children: r }) {
	let i = e.useContext(F);
	return i && i.static && i.staticContext && (n.route.errorElement || n.route.ErrorBoundary) && (i.staticContext._deepestRenderedBoundaryId = n.route.id), /* @__PURE__ */ e.createElement(z.Provider, { value: t }, r);
}
function Ze(t, n = [], r) {
	let i = r?.state;
	if (t == null) {
		if (!i) return null;
		if (i.errors) t = i.matches;
		else if (n.length === 0 && !i.initialized && i.matches.length > 0) t = i.matches;
		else return null;
	}
	let a = t, o = i?.errors;
	if (o != null) {
		let e = a.findIndex((e) => e.route.id && o?.[e.route.id] !== void 0);
		s(e >= 0, `Could not find a matching route for errors on route IDs: ${Object.keys(o).join(",")}`), a = a.slice(0, Math.min(a.length, e + 1));
	}
	let c = !1, l = -1;
	if (r && i) {
		c = i.renderFallback;
		for (let e = 0; e < a.length; e++) {
			let t = a[e];
			if ((t.route.HydrateFallback || t.route.hydrateFallbackElement) && (l = e), t.route.id) {
				let { loaderData: e, errors: n } = i, o = t.route.loader && !e.hasOwnProperty(t.route.id) && (!n || n[t.route.id] === void 0);
				if (t.route.lazy || o) {
					r.isStatic && (c = !0), a = l >= 0 ? a.slice(0, l + 1) : [a[0]];
					break;
				}
			}
		}
	}
	let u = r?.onError, d = i && u ? (e, t) => {
		u(e, {
			location: i.location,
			params: i.matches?.[0]?.params ?? {},
			pattern: _e(i.matches),
			errorInfo: t
		});
	} : void 0;
	return a.reduceRight((t, r, s) => {
		let u, f = !1, p = null, m = null;
		i && (u = o && r.route.id ? o[r.route.id] : void 0, p = r.route.errorElement || Ke, c && (l < 0 && s === 0 ? (at("route-fallback", !1, "No `HydrateFallback` element provided to render during initial hydration"), f = !0, m = null) : l === s && (f = !0, m = r.route.hydrateFallbackElement || null)));
		let h = n.concat(a.slice(0, s + 1)), g = () => {
			let n;
			return n = u ? p : f ? m : r.route.Component ? /* @__PURE__ */ e.createElement(r.route.Component, null) : r.route.element ? r.route.element : t, /* @__PURE__ */ e.createElement(Xe, {
				match: r,
				routeContext: {
					outlet: t,
					matches: h,
					isDataRoute: i != null
				},
				children: n
			});
		};
		return i && (r.route.ErrorBoundary || r.route.errorElement || s === 0) ? /* @__PURE__ */ e.createElement(qe, {
			location: i.location,
			revalidation: i.revalidation,
			component: p,
			error: u,
			children: g(),
			routeContext: {
				outlet: null,
				matches: h,
				isDataRoute: !0
			},
			onError: d
		}) : g();
	}, null);
}
function W(e) {
	return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function Qe(t) {
	let n = e.useContext(F);
	return s(n, W(t)), n;
}
function $e(t) {
	let n = e.useContext(I);
	return s(n, W(t)), n;
}
function et(t) {
	let n = e.useContext(z);
	return s(n, W(t)), n;
}
function G(e) {
	let t = et(e), n = t.matches[t.matches.length - 1];
	return s(n.route.id, `${e} can only be used on routes that contain a unique "id"`), n.route.id;
}
function tt() {
	return G("useRouteId");
}
function nt() {
	let t = e.useContext(B), n = $e("useRouteError"), r = G("useRouteError");
	return t === void 0 ? n.errors?.[r] : t;
}
function rt() {
	let { router: t } = Qe("useNavigate"), n = G("useNavigate"), r = e.useRef(!1);
	return Be(() => {
		r.current = !0;
	}), e.useCallback(async (e, i = {}) => {
		c(r.current, ze), r.current && (typeof e == "number" ? await t.navigate(e) : await t.navigate(e, {
			fromRouteId: n,
			...i
		}));
	}, [t, n]);
}
var it = {};
function at(e, t, n) {
	!t && !it[e] && (it[e] = !0, c(!1, n));
}
e.memo(ot);
function ot({ routes: e, manifest: t, future: n, state: r, isStatic: i, onError: a }) {
	return We(e, void 0, {
		manifest: t,
		state: r,
		isStatic: i,
		onError: a,
		future: n
	});
}
function st(e) {
	s(!1, "A <Route> is only ever to be used as the child of <Routes> element, never rendered directly. Please wrap your <Route> in a <Routes>.");
}
function ct({ basename: t = "/", children: n = null, location: r, navigationType: i = "POP", navigator: a, static: o = !1, useTransitions: l }) {
	s(!V(), "You cannot render a <Router> inside another <Router>. You should never have more than one in your app.");
	let u = t.replace(/^\/*/, "/"), d = e.useMemo(() => ({
		basename: u,
		navigator: a,
		static: o,
		useTransitions: l,
		future: {}
	}), [
		u,
		a,
		o,
		l
	]);
	typeof r == "string" && (r = p(r));
	let { pathname: f = "/", search: m = "", hash: h = "", state: g = null, key: _ = "default", mask: v } = r, y = e.useMemo(() => {
		let e = A(f, u);
		return e == null ? null : {
			location: {
				pathname: e,
				search: m,
				hash: h,
				state: g,
				key: _,
				mask: v
			},
			navigationType: i
		};
	}, [
		u,
		f,
		m,
		h,
		g,
		_,
		i,
		v
	]);
	return c(y != null, `<Router basename="${u}"> is not able to match the URL "${f}${m}${h}" because it does not start with the basename, so the <Router> won't render anything.`), y == null ? null : /* @__PURE__ */ e.createElement(L.Provider, { value: d }, /* @__PURE__ */ e.createElement(R.Provider, {
		children: n,
		value: y
	}));
}
function lt({ children: e, location: t }) {
	return Ue(K(e), t);
}
e.Component;
function K(t, n = []) {
	let r = [];
	return e.Children.forEach(t, (t, i) => {
		if (!e.isValidElement(t)) return;
		let a = [...n, i];
		if (t.type === e.Fragment) {
			r.push.apply(r, K(t.props.children, a));
			return;
		}
		s(t.type === st, `[${typeof t.type == "string" ? t.type : t.type.name}] is not a <Route> component. All component children of <Routes> must be a <Route> or <React.Fragment>`), s(!t.props.index || !t.props.children, "An index route cannot have child routes.");
		let o = {
			id: t.props.id || a.join("-"),
			caseSensitive: t.props.caseSensitive,
			element: t.props.element,
			Component: t.props.Component,
			index: t.props.index,
			path: t.props.path,
			middleware: t.props.middleware,
			loader: t.props.loader,
			action: t.props.action,
			hydrateFallbackElement: t.props.hydrateFallbackElement,
			HydrateFallback: t.props.HydrateFallback,
			errorElement: t.props.errorElement,
			ErrorBoundary: t.props.ErrorBoundary,
			hasErrorBoundary: t.props.hasErrorBoundary === !0 || t.props.ErrorBoundary != null || t.props.errorElement != null,
			shouldRevalidate: t.props.shouldRevalidate,
			handle: t.props.handle,
			lazy: t.props.lazy
		};
		t.props.children && (o.children = K(t.props.children, a)), r.push(o);
	}), r;
}
var q = "get", J = "application/x-www-form-urlencoded";
function Y(e) {
	return typeof HTMLElement < "u" && e instanceof HTMLElement;
}
function ut(e) {
	return Y(e) && e.tagName.toLowerCase() === "button";
}
function dt(e) {
	return Y(e) && e.tagName.toLowerCase() === "form";
}
function ft(e) {
	return Y(e) && e.tagName.toLowerCase() === "input";
}
function pt(e) {
	return !!(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
}
function mt(e, t) {
	return e.button === 0 && (!t || t === "_self") && !pt(e);
}
var X = null;
function ht() {
	if (X === null) try {
		new FormData(document.createElement("form"), 0), X = !1;
	} catch {
		X = !0;
	}
	return X;
}
var gt = /* @__PURE__ */ new Set([
	"application/x-www-form-urlencoded",
	"multipart/form-data",
	"text/plain"
]);
function _t(e) {
	return e != null && !gt.has(e) ? (c(!1, `"${e}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${J}"`), null) : e;
}
function vt(e, t) {
	let n, r, i, a, o;
	if (dt(e)) {
		let o = e.getAttribute("action");
		r = o ? A(o, t) : null, n = e.getAttribute("method") || q, i = _t(e.getAttribute("enctype")) || J, a = new FormData(e);
	} else if (ut(e) || ft(e) && (e.type === "submit" || e.type === "image")) {
		let o = e.form;
		if (o == null) throw Error("Cannot submit a <button> or <input type=\"submit\"> without a <form>");
		let s = e.getAttribute("formaction") || o.getAttribute("action");
		if (r = s ? A(s, t) : null, n = e.getAttribute("formmethod") || o.getAttribute("method") || q, i = _t(e.getAttribute("formenctype")) || _t(o.getAttribute("enctype")) || J, a = new FormData(o, e), !ht()) {
			let { name: t, type: n, value: r } = e;
			if (n === "image") {
				let e = t ? `${t}.` : "";
				a.append(`${e}x`, "0"), a.append(`${e}y`, "0");
			} else t && a.append(t, r);
		}
	} else if (Y(e)) throw Error("Cannot submit element that is not <form>, <button>, or <input type=\"submit|image\">");
	else n = q, r = null, i = J, o = e;
	return a && i === "text/plain" && (o = a, a = void 0), {
		action: r,
		method: n.toLowerCase(),
		encType: i,
		formData: a,
		body: o
	};
}
Object.getOwnPropertyNames(Object.prototype).sort().join("\0");
function Z(e, t) {
	if (e === !1 || e == null) throw Error(t);
}
function yt(e, t, n, r) {
	let i = typeof e == "string" ? new URL(e, typeof window > "u" ? "server://singlefetch/" : window.location.origin) : e;
	return i.pathname = n ? i.pathname.endsWith("/") ? `${i.pathname}_.${r}` : `${i.pathname}.${r}` : i.pathname === "/" ? `_root.${r}` : t && A(i.pathname, t) === "/" ? `${N(t)}/_root.${r}` : `${N(i.pathname)}.${r}`, i;
}
async function bt(e, t) {
	if (e.id in t) return t[e.id];
	try {
		let n = await import(
			/* @vite-ignore */
			/* webpackIgnore: true */
			e.module
);
		return t[e.id] = n, n;
	} catch (t) {
		return console.error(`Error loading route module \`${e.module}\`, reloading page...`), console.error(t), window.__reactRouterContext && window.__reactRouterContext.isSpaMode, window.location.reload(), new Promise(() => {});
	}
}
function xt(e) {
	return e != null && typeof e.page == "string";
}
function St(e) {
	return e == null ? !1 : e.href == null ? e.rel === "preload" && typeof e.imageSrcSet == "string" && typeof e.imageSizes == "string" : typeof e.rel == "string" && typeof e.href == "string";
}
async function Ct(e, t, n) {
	return Ot((await Promise.all(e.map(async (e) => {
		let r = t.routes[e.route.id];
		if (r) {
			let e = await bt(r, n);
			return e.links ? e.links() : [];
		}
		return [];
	}))).flat(1).filter(St).filter((e) => e.rel === "stylesheet" || e.rel === "preload").map((e) => e.rel === "stylesheet" ? {
		...e,
		rel: "prefetch",
		as: "style"
	} : {
		...e,
		rel: "prefetch"
	}));
}
function wt(e, t, n, r, i, a) {
	let o = (e, t) => !n[t] || e.route.id !== n[t].route.id, s = (e, t) => n[t].pathname !== e.pathname || n[t].route.path?.endsWith("*") && n[t].params["*"] !== e.params["*"];
	return a === "assets" ? t.filter((e, t) => o(e, t) || s(e, t)) : a === "data" ? t.filter((t, a) => {
		let c = r.routes[t.route.id];
		if (!c || !c.hasLoader) return !1;
		if (o(t, a) || s(t, a)) return !0;
		if (t.route.shouldRevalidate) {
			let r = t.route.shouldRevalidate({
				currentUrl: new URL(i.pathname + i.search + i.hash, window.origin),
				currentParams: n[0]?.params || {},
				nextUrl: new URL(e, window.origin),
				nextParams: t.params,
				defaultShouldRevalidate: !0
			});
			if (typeof r == "boolean") return r;
		}
		return !0;
	}) : [];
}
function Tt(e, t, { includeHydrateFallback: n } = {}) {
	return Et(e.map((e) => {
		let r = t.routes[e.route.id];
		if (!r) return [];
		let i = [r.module];
		return r.clientActionModule && (i = i.concat(r.clientActionModule)), r.clientLoaderModule && (i = i.concat(r.clientLoaderModule)), n && r.hydrateFallbackModule && (i = i.concat(r.hydrateFallbackModule)), r.imports && (i = i.concat(r.imports)), i;
	}).flat(1));
}
function Et(e) {
	return [...new Set(e)];
}
function Dt(e) {
	let t = {}, n = Object.keys(e).sort();
	for (let r of n) t[r] = e[r];
	return t;
}
function Ot(e, t) {
	let n = /* @__PURE__ */ new Set(), r = new Set(t);
	return e.reduce((e, i) => {
		if (t && !xt(i) && i.as === "script" && i.href && r.has(i.href)) return e;
		let a = JSON.stringify(Dt(i));
		return n.has(a) || (n.add(a), e.push({
			key: a,
			link: i
		})), e;
	}, []);
}
function kt() {
	let t = e.useContext(F);
	return Z(t, "You must render this element inside a <DataRouterContext.Provider> element"), t;
}
function At() {
	let t = e.useContext(I);
	return Z(t, "You must render this element inside a <DataRouterStateContext.Provider> element"), t;
}
var jt = e.createContext(void 0);
jt.displayName = "FrameworkContext";
function Q() {
	let t = e.useContext(jt);
	return Z(t, "You must render this element inside a <HydratedRouter> element"), t;
}
function Mt(t, n) {
	let r = e.useContext(jt), [i, a] = e.useState(!1), [o, s] = e.useState(!1), { onFocus: c, onBlur: l, onMouseEnter: u, onMouseLeave: d, onTouchStart: f } = n, p = e.useRef(null);
	e.useEffect(() => {
		if (t === "render" && s(!0), t === "viewport") {
			let e = new IntersectionObserver((e) => {
				e.forEach((e) => {
					s(e.isIntersecting);
				});
			}, { threshold: .5 });
			return p.current && e.observe(p.current), () => {
				e.disconnect();
			};
		}
	}, [t]), e.useEffect(() => {
		if (i) {
			let e = setTimeout(() => {
				s(!0);
			}, 100);
			return () => {
				clearTimeout(e);
			};
		}
	}, [i]);
	let m = () => {
		a(!0);
	}, h = () => {
		a(!1), s(!1);
	};
	return r ? t === "intent" ? [
		o,
		p,
		{
			onFocus: $(c, m),
			onBlur: $(l, h),
			onMouseEnter: $(u, m),
			onMouseLeave: $(d, h),
			onTouchStart: $(f, m)
		}
	] : [
		o,
		p,
		{}
	] : [
		!1,
		p,
		{}
	];
}
function $(e, t) {
	return (n) => {
		e && e(n), n.defaultPrevented || t(n);
	};
}
function Nt({ page: t, ...n }) {
	let r = ke(), { nonce: i } = Q(), { router: a } = kt(), o = e.useMemo(() => g(a.routes, t, a.basename), [
		a.routes,
		t,
		a.basename
	]);
	return o ? (n.nonce == null && i && (n = {
		...n,
		nonce: i
	}), r ? /* @__PURE__ */ e.createElement(Ft, {
		page: t,
		matches: o,
		...n
	}) : /* @__PURE__ */ e.createElement(It, {
		page: t,
		matches: o,
		...n
	})) : null;
}
function Pt(t) {
	let { manifest: n, routeModules: r } = Q(), [i, a] = e.useState([]);
	return e.useEffect(() => {
		let e = !1;
		return Ct(t, n, r).then((t) => {
			e || a(t);
		}), () => {
			e = !0;
		};
	}, [
		t,
		n,
		r
	]), i;
}
function Ft({ page: t, matches: n, ...r }) {
	let i = H(), { future: a } = Q(), { basename: o } = kt(), s = e.useMemo(() => {
		if (t === i.pathname + i.search + i.hash) return [];
		let e = yt(t, o, a.v8_trailingSlashAwareDataRequests, "rsc"), r = !1, s = [];
		for (let e of n) typeof e.route.shouldRevalidate == "function" ? r = !0 : s.push(e.route.id);
		return r && s.length > 0 && e.searchParams.set("_routes", s.join(",")), [e.pathname + e.search];
	}, [
		o,
		a.v8_trailingSlashAwareDataRequests,
		t,
		i,
		n
	]);
	return /* @__PURE__ */ e.createElement(e.Fragment, null, s.map((t) => /* @__PURE__ */ e.createElement("link", {
		key: t,
		rel: "prefetch",
		as: "fetch",
		href: t,
		...r
	})));
}
function It({ page: t, matches: n, ...r }) {
	let i = H(), { future: a, manifest: o, routeModules: s } = Q(), { basename: c } = kt(), { loaderData: l, matches: u } = At(), d = e.useMemo(() => wt(t, n, u, o, i, "data"), [
		t,
		n,
		u,
		o,
		i
	]), f = e.useMemo(() => wt(t, n, u, o, i, "assets"), [
		t,
		n,
		u,
		o,
		i
	]), p = e.useMemo(() => {
		if (t === i.pathname + i.search + i.hash) return [];
		let e = /* @__PURE__ */ new Set(), r = !1;
		if (n.forEach((t) => {
			let n = o.routes[t.route.id];
			n && n.hasLoader && (!d.some((e) => e.route.id === t.route.id) && t.route.id in l && s[t.route.id]?.shouldRevalidate || n.hasClientLoader ? r = !0 : e.add(t.route.id));
		}), e.size === 0) return [];
		let u = yt(t, c, a.v8_trailingSlashAwareDataRequests, "data");
		return r && e.size > 0 && u.searchParams.set("_routes", n.filter((t) => e.has(t.route.id)).map((e) => e.route.id).join(",")), [u.pathname + u.search];
	}, [
		c,
		a.v8_trailingSlashAwareDataRequests,
		l,
		i,
		o,
		d,
		n,
		t,
		s
	]), m = e.useMemo(() => Tt(f, o), [f, o]), h = Pt(f);
	return /* @__PURE__ */ e.createElement(e.Fragment, null, p.map((t) => /* @__PURE__ */ e.createElement("link", {
		key: t,
		rel: "prefetch",
		as: "fetch",
		href: t,
		...r
	})), m.map((t) => /* @__PURE__ */ e.createElement("link", {
		key: t,
		rel: "modulepreload",
		href: t,
		...r
	})), h.map(({ key: t, link: n }) => /* @__PURE__ */ e.createElement("link", {
		key: t,
		nonce: r.nonce,
		...n,
		crossOrigin: n.crossOrigin ?? r.crossOrigin
	})));
}
function Lt(...e) {
	return (t) => {
		e.forEach((e) => {
			typeof e == "function" ? e(t) : e != null && (e.current = t);
		});
	};
}
e.Component;
var Rt = typeof window < "u" && window.document !== void 0 && window.document.createElement !== void 0;
try {
	Rt && (window.__reactRouterVersion = "7.18.5");
} catch {}
function zt({ basename: t, children: n, useTransitions: r, window: i }) {
	let a = e.useRef();
	a.current ??= o({
		window: i,
		v5Compat: !0
	});
	let s = a.current, [c, l] = e.useState({
		action: s.action,
		location: s.location
	}), u = e.useCallback((t) => {
		r === !1 ? l(t) : e.startTransition(() => l(t));
	}, [r]);
	return e.useLayoutEffect(() => s.listen(u), [s, u]), /* @__PURE__ */ e.createElement(ct, {
		basename: t,
		children: n,
		location: c.location,
		navigationType: c.action,
		navigator: s,
		useTransitions: r
	});
}
var Bt = e.forwardRef(function({ onClick: n, discover: r = "render", prefetch: i = "none", relative: a, reloadDocument: o, replace: s, mask: c, state: l, target: u, to: d, preventScrollReset: f, viewTransition: p, defaultShouldRevalidate: m, ...h }, g) {
	let { basename: _, navigator: v, useTransitions: y } = e.useContext(L), b = typeof d == "string" && t.test(d), x = ye(d, _);
	d = x.to;
	let S = Re(d, { relative: a }), C = H(), w = null;
	if (c) {
		let e = ue(c, [], C.mask ? C.mask.pathname : "/", !0);
		_ !== "/" && (e.pathname = e.pathname === "/" ? _ : M([_, e.pathname])), w = v.createHref(e);
	}
	let [T, E, ee] = Mt(i, h), te = Gt(d, {
		replace: s,
		mask: c,
		state: l,
		target: u,
		preventScrollReset: f,
		relative: a,
		viewTransition: p,
		defaultShouldRevalidate: m,
		useTransitions: y
	});
	function ne(e) {
		n && n(e), e.defaultPrevented || te(e);
	}
	let D = !(x.isExternal || o), O = /* @__PURE__ */ e.createElement("a", {
		...h,
		...ee,
		href: (D ? w : void 0) || x.absoluteURL || S,
		onClick: D ? ne : n,
		ref: Lt(g, E),
		target: u,
		"data-discover": !b && r === "render" ? "true" : void 0
	});
	return T && !b ? /* @__PURE__ */ e.createElement(e.Fragment, null, O, /* @__PURE__ */ e.createElement(Nt, { page: S })) : O;
});
Bt.displayName = "Link";
var Vt = e.forwardRef(function({ "aria-current": t = "page", caseSensitive: n = !1, className: r = "", end: i = !1, style: a, to: o, viewTransition: s, children: c, ...l }, u) {
	let d = U(o, { relative: l.relative }), f = H(), p = e.useContext(I), { navigator: m, basename: h } = e.useContext(L), g = p != null && Xt(d) && s === !0, _ = m.encodeLocation ? m.encodeLocation(d).pathname : d.pathname, v = f.pathname, y = p && p.navigation && p.navigation.location ? p.navigation.location.pathname : null;
	n || (v = v.toLowerCase(), y = y ? y.toLowerCase() : null, _ = _.toLowerCase()), y && h && (y = A(y, h) || y);
	let b = _ !== "/" && _.endsWith("/") ? _.length - 1 : _.length, x = v === _ || !i && v.startsWith(_) && v.charAt(b) === "/", S = y != null && (y === _ || !i && y.startsWith(_) && y.charAt(_.length) === "/"), C = {
		isActive: x,
		isPending: S,
		isTransitioning: g
	}, w = x ? t : void 0, T;
	T = typeof r == "function" ? r(C) : [
		r,
		x ? "active" : null,
		S ? "pending" : null,
		g ? "transitioning" : null
	].filter(Boolean).join(" ");
	let E = typeof a == "function" ? a(C) : a;
	return /* @__PURE__ */ e.createElement(Bt, {
		...l,
		"aria-current": w,
		className: T,
		ref: u,
		style: E,
		to: o,
		viewTransition: s
	}, typeof c == "function" ? c(C) : c);
});
Vt.displayName = "NavLink";
var Ht = e.forwardRef(({ discover: n = "render", fetcherKey: r, navigate: i, reloadDocument: a, replace: o, state: s, method: c = q, action: l, onSubmit: u, relative: d, preventScrollReset: f, viewTransition: p, defaultShouldRevalidate: m, ...h }, g) => {
	let { useTransitions: _ } = e.useContext(L), v = Jt(), y = Yt(l, { relative: d }), b = c.toLowerCase() === "get" ? "get" : "post", x = typeof l == "string" && t.test(l);
	return /* @__PURE__ */ e.createElement("form", {
		ref: g,
		method: b,
		action: y,
		onSubmit: a ? u : (t) => {
			if (u && u(t), t.defaultPrevented) return;
			t.preventDefault();
			let n = t.nativeEvent.submitter, a = n?.getAttribute("formmethod") || c, l = () => v(n || t.currentTarget, {
				fetcherKey: r,
				method: a,
				navigate: i,
				replace: o,
				state: s,
				relative: d,
				preventScrollReset: f,
				viewTransition: p,
				defaultShouldRevalidate: m
			});
			_ && i !== !1 ? e.startTransition(() => l()) : l();
		},
		...h,
		"data-discover": !x && n === "render" ? "true" : void 0
	});
});
Ht.displayName = "Form";
function Ut(e) {
	return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function Wt(t) {
	let n = e.useContext(F);
	return s(n, Ut(t)), n;
}
function Gt(t, { target: n, replace: r, mask: i, state: a, preventScrollReset: o, relative: s, viewTransition: c, defaultShouldRevalidate: l, useTransitions: u } = {}) {
	let d = Ve(), p = H(), m = U(t, { relative: s });
	return e.useCallback((h) => {
		if (mt(h, n)) {
			h.preventDefault();
			let n = r === void 0 ? f(p) === f(m) : r, g = () => d(t, {
				replace: n,
				mask: i,
				state: a,
				preventScrollReset: o,
				relative: s,
				viewTransition: c,
				defaultShouldRevalidate: l
			});
			u ? e.startTransition(() => g()) : g();
		}
	}, [
		p,
		d,
		m,
		r,
		i,
		a,
		n,
		t,
		o,
		s,
		c,
		l,
		u
	]);
}
var Kt = 0, qt = () => `__${String(++Kt)}__`;
function Jt() {
	let { router: t } = Wt("useSubmit"), { basename: n } = e.useContext(L), r = tt(), i = t.fetch, a = t.navigate;
	return e.useCallback(async (e, t = {}) => {
		let { action: o, method: s, encType: c, formData: l, body: u } = vt(e, n);
		if (t.navigate === !1) {
			let e = t.fetcherKey || qt();
			await i(e, r, t.action || o, {
				defaultShouldRevalidate: t.defaultShouldRevalidate,
				preventScrollReset: t.preventScrollReset,
				formData: l,
				body: u,
				formMethod: t.method || s,
				formEncType: t.encType || c,
				flushSync: t.flushSync
			});
		} else await a(t.action || o, {
			defaultShouldRevalidate: t.defaultShouldRevalidate,
			preventScrollReset: t.preventScrollReset,
			formData: l,
			body: u,
			formMethod: t.method || s,
			formEncType: t.encType || c,
			replace: t.replace,
			state: t.state,
			fromRouteId: r,
			flushSync: t.flushSync,
			viewTransition: t.viewTransition
		});
	}, [
		i,
		a,
		n,
		r
	]);
}
function Yt(t, { relative: n } = {}) {
	let { basename: r } = e.useContext(L), i = e.useContext(z);
	s(i, "useFormAction must be used inside a RouteContext");
	let [a] = i.matches.slice(-1), o = { ...U(t || ".", { relative: n }) }, c = H();
	if (t == null) {
		o.search = c.search;
		let e = new URLSearchParams(o.search), t = e.getAll("index");
		if (t.some((e) => e === "")) {
			e.delete("index"), t.filter((e) => e).forEach((t) => e.append("index", t));
			let n = e.toString();
			o.search = n ? `?${n}` : "";
		}
	}
	return (!t || t === ".") && a.route.index && (o.search = o.search ? o.search.replace(/^\?/, "?index&") : "?index"), r !== "/" && (o.pathname = o.pathname === "/" ? r : M([r, o.pathname])), f(o);
}
function Xt(t, { relative: n } = {}) {
	let r = e.useContext(Ae);
	s(r != null, "`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?");
	let { basename: i } = Wt("useViewTransitionState"), a = U(t, { relative: n });
	if (!r.isTransitioning) return !1;
	let o = A(r.currentLocation.pathname, i) || r.currentLocation.pathname, c = A(r.nextLocation.pathname, i) || r.nextLocation.pathname;
	return k(a.pathname, c) != null || k(a.pathname, o) != null;
}
// d.mjs
console.log(zt, lt, st, Bt, H);
