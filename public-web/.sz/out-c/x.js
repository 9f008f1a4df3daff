import { createContext as e, useCallback as t, useContext as n, useEffect as r, useMemo as i, useRef as a, useState as o, useSyncExternalStore as s } from "react";
// ../../node_modules/i18next/dist/esm/i18next.js
var c = (e) => typeof e == "string", l = () => {
	let e, t, n = new Promise((n, r) => {
		e = n, t = r;
	});
	return n.resolve = e, n.reject = t, n;
}, u = (e) => e == null ? "" : String(e), d = (e) => c(e) && /^[A-Za-z0-9_@.-]{1,128}$/.test(e) && !e.includes("..") && ![
	"__proto__",
	"constructor",
	"prototype"
].includes(e), f = (e) => e?.callbackApi ?? e?.constructor?.callbackApi, p = (e, t, n) => {
	e.forEach((e) => {
		t[e] && (n[e] = t[e]);
	});
}, m = /###/g, h = (e) => e && e.includes("###") ? e.replace(m, ".") : e, g = (e) => !e || c(e), _ = (e, t, n) => {
	let r = c(t) ? t.split(".") : t, i = 0;
	for (; i < r.length - 1;) {
		if (g(e)) return {};
		let t = h(r[i]);
		!e[t] && n && (e[t] = new n()), e = Object.prototype.hasOwnProperty.call(e, t) ? e[t] : {}, ++i;
	}
	return g(e) ? {} : {
		obj: e,
		k: h(r[i])
	};
}, v = (e, t, n) => {
	let { obj: r, k: i } = _(e, t, Object);
	if (r !== void 0 || t.length === 1) {
		r[i] = n;
		return;
	}
	let a = t[t.length - 1], o = t.slice(0, t.length - 1), s = _(e, o, Object);
	for (; s.obj === void 0 && o.length;) a = `${o[o.length - 1]}.${a}`, o = o.slice(0, o.length - 1), s = _(e, o, Object), s?.obj && s.obj[`${s.k}.${a}`] !== void 0 && (s.obj = void 0);
	s.obj[`${s.k}.${a}`] = n;
}, y = (e, t, n, r) => {
	let { obj: i, k: a } = _(e, t, Object);
	i[a] = i[a] || [], i[a].push(n);
}, b = (e, t) => {
	let { obj: n, k: r } = _(e, t);
	if (n && Object.prototype.hasOwnProperty.call(n, r)) return n[r];
}, x = (e, t, n) => {
	let r = b(e, n);
	return r === void 0 ? b(t, n) : r;
}, S = (e, t, n) => {
	for (let r in t) r !== "__proto__" && r !== "constructor" && (Object.prototype.hasOwnProperty.call(e, r) ? c(e[r]) || e[r] instanceof String || c(t[r]) || t[r] instanceof String ? n && (e[r] = t[r]) : S(e[r], t[r], n) : e[r] = t[r]);
	return e;
}, C = (e) => e.replace(/[\-\[\]\/\{\}\(\)\*\+\?\.\\\^\$\|]/g, "\\$&"), w = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
}, T = (e) => c(e) ? e.replace(/[&<>"']/g, (e) => w[e]) : e, E = class {
	constructor(e) {
		this.capacity = e, this.regExpMap = /* @__PURE__ */ new Map(), this.regExpQueue = [];
	}
	getRegExp(e) {
		let t = this.regExpMap.get(e);
		if (t !== void 0) return t;
		let n = new RegExp(e);
		return this.regExpQueue.length === this.capacity && this.regExpMap.delete(this.regExpQueue.shift()), this.regExpMap.set(e, n), this.regExpQueue.push(e), n;
	}
}, D = [
	" ",
	",",
	"?",
	"!",
	";"
], O = new E(20), k = (e, t, n) => {
	t ||= "", n ||= "";
	let r = D.filter((e) => !t.includes(e) && !n.includes(e));
	if (r.length === 0) return !0;
	let i = O.getRegExp(`(${r.map((e) => e === "?" ? "\\?" : e).join("|")})`), a = !i.test(e);
	if (!a) {
		let t = e.indexOf(n);
		t > 0 && !i.test(e.substring(0, t)) && (a = !0);
	}
	return a;
}, A = (e, t, n = ".") => {
	if (!e) return;
	if (e[t] || !n) return Object.prototype.hasOwnProperty.call(e, t) ? e[t] : void 0;
	let r = t.split(n), i = e;
	for (let e = 0; e < r.length;) {
		if (!i || typeof i != "object") return;
		let t, a = "";
		for (let o = e; o < r.length; ++o) if (o !== e && (a += n), a += r[o], t = i[a], typeof t != "function" && a !== "__proto__" || Object.prototype.hasOwnProperty.call(i, a) || (t = void 0), t !== void 0) {
			if ([
				"string",
				"number",
				"boolean"
			].includes(typeof t) && o < r.length - 1) continue;
			e += o - e + 1;
			break;
		}
		i = t;
	}
	return i;
}, j = (e) => e?.replace(/_/g, "-"), M = {
	type: "logger",
	log(e) {
		this.output("log", e);
	},
	warn(e) {
		this.output("warn", e);
	},
	error(e) {
		this.output("error", e);
	},
	output(e, t) {
		console?.[e]?.apply?.(console, t);
	}
}, N = class e {
	constructor(e, t = {}) {
		this.init(e, t);
	}
	init(e, t = {}) {
		this.prefix = t.prefix || "i18next:", this.logger = e || M, this.options = t, this.debug = t.debug, this.seen = /* @__PURE__ */ new Set();
	}
	log(...e) {
		return this.forward(e, "log", "", !0);
	}
	warn(...e) {
		return this.forward(e, "warn", "", !0);
	}
	error(...e) {
		return this.forward(e, "error", "");
	}
	deprecate(...e) {
		return this.forward(e, "warn", "WARNING DEPRECATED: ", !0);
	}
	once(e, t, ...n) {
		return !this.debug || this.seen.has(e) || this.seen.size >= 1e3 ? null : (this.seen.add(e), this[t](...n));
	}
	forward(e, t, n, r) {
		return r && !this.debug ? null : (e = e.map((e) => c(e) ? e.replace(/[\r\n\x00-\x1F\x7F]/g, " ") : e), c(e[0]) && (e[0] = `${n}${this.prefix} ${e[0]}`), this.logger[t](e));
	}
	create(t) {
		return new e(this.logger, {
			prefix: `${this.prefix}:${t}:`,
			...this.options
		});
	}
	clone(t) {
		return t ||= this.options, t.prefix = t.prefix || this.prefix, new e(this.logger, t);
	}
}, P = new N(), F = class {
	constructor() {
		this.observers = {};
	}
	on(e, t) {
		return e.split(" ").forEach((e) => {
			this.observers[e] || (this.observers[e] = /* @__PURE__ */ new Map());
			let n = this.observers[e].get(t) || 0;
			this.observers[e].set(t, n + 1);
		}), this;
	}
	off(e, t) {
		(typeof e == "string" ? e.split(" ") : [e]).forEach((e) => {
			this.observers[e] && (t ? this.observers[e].delete(t) : delete this.observers[e]);
		});
	}
	once(e, t) {
		let n = (...r) => {
			t(...r), this.off(e, n);
		};
		return this.on(e, n), this;
	}
	emit(e, ...t) {
		this.observers[e] && Array.from(this.observers[e].entries()).forEach(([e, n]) => {
			for (let r = 0; r < n; r++) e(...t);
		}), this.observers["*"] && Array.from(this.observers["*"].entries()).forEach(([n, r]) => {
			for (let i = 0; i < r; i++) n(e, ...t);
		});
	}
}, I = /* @__PURE__ */ new WeakSet(), L = (e, ...t) => {
	if (t.some((e) => !c(e))) throw TypeError(`${e}: pass language, namespace${e === "addResource" ? " and key" : ""} as separate strings; the dotted form ('en.translation.key') was removed in i18next v27`);
}, ee = class extends F {
	constructor(e, t = {
		ns: ["translation"],
		defaultNS: "translation"
	}, n = P) {
		super(), this.data = e || {}, this.options = t, this.logger = n.create("resourceStore"), this.options.keySeparator === void 0 && (this.options.keySeparator = "."), this.options.ignoreJSONStructure === void 0 && (this.options.ignoreJSONStructure = !0);
	}
	addNamespaces(e) {
		this.options.ns.includes(e) || this.options.ns.push(e);
	}
	removeNamespaces(e) {
		let t = this.options.ns.indexOf(e);
		t > -1 && this.options.ns.splice(t, 1);
	}
	getResource(e, t, n, r = {}) {
		let i = r.keySeparator === void 0 ? this.options.keySeparator : r.keySeparator, a = r.ignoreJSONStructure === void 0 ? this.options.ignoreJSONStructure : r.ignoreJSONStructure, o = [e, t];
		n && (Array.isArray(n) ? o.push(...n) : c(n) && i ? o.push(...n.split(i)) : o.push(n));
		let s = b(this.data, o);
		return s != null || !a || !c(n) ? s : A(this.data?.[e]?.[t], n, i);
	}
	addResource(e, t, n, r, i = { silent: !1 }) {
		L("addResource", e, t, n);
		let a = i.keySeparator === void 0 ? this.options.keySeparator : i.keySeparator, o = [e, t];
		n && (o = o.concat(a ? n.split(a) : n)), this.addNamespaces(t), v(this.data, o, r), i.silent || this.emit("added", e, t, n, r);
	}
	addResources(e, t, n, r = { silent: !1 }) {
		L("addResources", e, t), Object.keys(n || {}).forEach((r) => {
			r !== "__proto__" && r !== "constructor" && this.addResource(e, t, r, n[r], { silent: !0 });
		}), r.silent || this.emit("added", e, t, n);
	}
	addResourceBundle(e, t, n, r, i, a = {
		silent: !1,
		skipCopy: !1
	}) {
		L("addResourceBundle", e, t);
		let o = [e, t];
		this.addNamespaces(t);
		let s = b(this.data, o) || {};
		a.skipCopy || (n = JSON.parse(JSON.stringify(n))), r ? S(s, n, i) : s = {
			...s,
			...n
		}, v(this.data, o, s), a.silent || this.emit("added", e, t, n);
	}
	removeResourceBundle(e, t) {
		this.hasResourceBundle(e, t) && delete this.data[e][t], this.removeNamespaces(t), this.emit("removed", e, t);
	}
	hasResourceBundle(e, t) {
		return this.getResource(e, t) !== void 0;
	}
	getResourceBundle(e, t) {
		return t ||= this.options.defaultNS, this.getResource(e, t);
	}
	getDataByLanguage(e) {
		return this.data[e];
	}
	hasLanguageSomeTranslations(e) {
		let t = this.getDataByLanguage(e);
		return !!(t && Object.keys(t) || []).find((e) => {
			let n = t[e];
			return I.has(n) ? !0 : !n || Object.keys(n).length === 0 ? !1 : (typeof n == "object" && I.add(n), !0);
		});
	}
	toJSON() {
		return this.data;
	}
}, te = Symbol("i18next/PATH_KEY");
function ne() {
	let e = [], t = Object.create(null), n;
	return t.get = (r, i) => (n?.revoke?.(), i === te ? e : (e.push(i), n = Proxy.revocable(r, t), n.proxy)), Proxy.revocable(Object.create(null), t).proxy;
}
function R(e, t) {
	let { [te]: n } = e(ne()), r = t?.keySeparator || ".", i = t?.nsSeparator ?? ":", a = t?.enableSelector === "strict";
	if (n.length > 1 && i) {
		let e = t?.ns, o = a ? Array.isArray(e) ? e : e ? [e] : null : Array.isArray(e) ? e : null;
		if (o && (a ? o : o.length > 1 ? o.slice(1) : []).includes(n[0])) return `${n[0]}${i}${n.slice(1).join(r)}`;
	}
	return n.join(r);
}
var z = (e) => !c(e) && typeof e != "boolean" && typeof e != "number", re = class e extends F {
	constructor(e, t = {}) {
		super(), p([
			"resourceStore",
			"languageUtils",
			"pluralResolver",
			"interpolator",
			"backendConnector",
			"i18nFormat",
			"utils",
			"postProcessors"
		], e, this), this.options = t, this.options.keySeparator === void 0 && (this.options.keySeparator = "."), this.logger = (e.logger || P).create("translator"), this.checkedLoadedFor = {};
	}
	changeLanguage(e) {
		e && (this.language = e);
	}
	exists(e, t = { interpolation: {} }) {
		let n = { ...t };
		if (e == null) return !1;
		let r = this.resolve(e, n);
		if (r?.res === void 0) return !1;
		let i = z(r.res);
		return !(n.returnObjects === !1 && i);
	}
	extractFromKey(e, t) {
		let n = t.nsSeparator === void 0 ? this.options.nsSeparator : t.nsSeparator;
		n === void 0 && (n = ":");
		let r = t.keySeparator === void 0 ? this.options.keySeparator : t.keySeparator, i = t.ns || this.options.defaultNS || [], a = n && e.includes(n), o = !this.options.userDefinedKeySeparator && !t.keySeparator && !this.options.userDefinedNsSeparator && !t.nsSeparator && !k(e, n, r);
		if (a && !o) {
			let t = e.match(this.interpolator.nestingRegexp);
			if (t && t.length > 0) return {
				key: e,
				namespaces: c(i) ? [i] : i
			};
			let a = e.split(n);
			(n !== r || n === r && this.options.ns.includes(a[0])) && (i = a.shift()), e = a.join(r);
		}
		return {
			key: e,
			namespaces: c(i) ? [i] : i
		};
	}
	translate(t, n, r) {
		let i = typeof n == "object" ? { ...n } : n;
		if (typeof i != "object" && this.options.overloadTranslationOptionHandler && (i = this.options.overloadTranslationOptionHandler(arguments)), typeof i == "object" && (i = { ...i }), i ||= {}, t == null) return "";
		typeof t == "function" && (t = R(t, {
			...this.options,
			...i
		})), Array.isArray(t) || (t = [String(t)]), t = t.map((e) => typeof e == "function" ? R(e, {
			...this.options,
			...i
		}) : String(e));
		let a = i.returnDetails === void 0 ? this.options.returnDetails : i.returnDetails, o = i.keySeparator === void 0 ? this.options.keySeparator : i.keySeparator, { key: s, namespaces: l } = this.extractFromKey(t[t.length - 1], i), u = l[l.length - 1], d = i.nsSeparator === void 0 ? this.options.nsSeparator : i.nsSeparator;
		d === void 0 && (d = ":");
		let f = i.lng || this.language, p = i.appendNamespaceToCIMode || this.options.appendNamespaceToCIMode;
		if (f?.toLowerCase() === "cimode") return p ? a ? {
			res: `${u}${d}${s}`,
			usedKey: s,
			exactUsedKey: s,
			usedLng: f,
			usedNS: u,
			usedParams: this.getUsedParamsDetails(i)
		} : `${u}${d}${s}` : a ? {
			res: s,
			usedKey: s,
			exactUsedKey: s,
			usedLng: f,
			usedNS: u,
			usedParams: this.getUsedParamsDetails(i)
		} : s;
		let m = this.resolve(t, i), h = m?.res, g = m?.usedKey || s, _ = m?.exactUsedKey || s, v = [
			"[object Number]",
			"[object Function]",
			"[object RegExp]"
		], y = i.joinArrays === void 0 ? this.options.joinArrays : i.joinArrays, b = !this.i18nFormat || this.i18nFormat.handleAsObject, x = i.count !== void 0 && !c(i.count), S = e.hasDefaultValue(i), C = x ? this.pluralResolver.getSuffix(f, i.count, i) : "", w = i.ordinal && x ? this.pluralResolver.getSuffix(f, i.count, { ordinal: !1 }) : "", T = x && !i.ordinal && i.count === 0, E = this.options.pluralSeparator, D = T && i[`defaultValue${E}zero`] || i[`defaultValue${C}`] || i[`defaultValue${w}`] || (i.defaultValue ?? (x ? i[`defaultValue${i.ordinal ? `${E}ordinal${E}` : E}other`] : void 0)), O = h;
		b && !h && S && (O = D);
		let k = z(O), A = Object.prototype.toString.apply(O), j = b && O && k && !v.includes(A) && !(c(y) && Array.isArray(O)), M = j && !i.returnObjects && !this.options.returnObjects;
		if (M && this.options.returnedObjectHandler) {
			let e = this.options.returnedObjectHandler(g, O, {
				...i,
				ns: l
			});
			return a ? (m.res = e, m.usedParams = this.getUsedParamsDetails(i), m) : e;
		}
		if (M && this.logger.warn("accessing an object - but returnObjects options is not enabled!"), j && !M) {
			if (o) {
				let e = Array.isArray(O), t = e ? [] : {}, n = e ? _ : g;
				for (let e in O) if (Object.prototype.hasOwnProperty.call(O, e)) {
					let r = `${n}${o}${e}`;
					t[e] = S && !h ? this.translate(r, {
						...i,
						defaultValue: z(D) ? D[e] : void 0,
						joinArrays: !1,
						ns: l
					}) : this.translate(r, {
						...i,
						joinArrays: !1,
						ns: l
					}), t[e] === r && (t[e] = O[e]);
				}
				h = t;
			}
		} else if (b && c(y) && Array.isArray(h)) h = h.join(y), h &&= this.extendTranslation(h, t, i, m, r);
		else {
			let e = !1, n = !1;
			M && (h = void 0), !this.isValidLookup(h) && S && !(M && z(D)) && (e = !0, h = D), !this.isValidLookup(h) && !(e && h === "") && (n = !0, h = s);
			let a = (i.missingKeyNoValueFallbackToKey || this.options.missingKeyNoValueFallbackToKey) && n ? void 0 : h, c = S && D !== h && this.options.updateMissing;
			if (!M && (n || e || c)) {
				if (this.logger.log(c ? "updateKey" : "missingKey", f, u, x && !c ? `${s}${this.pluralResolver.getSuffix(f, i.count, i)}` : s, c ? D : h), o) {
					let e = this.resolve(s, {
						...i,
						keySeparator: !1
					});
					e && e.res && this.logger.warn("Seems the loaded translations were in flat JSON format instead of nested. Either set keySeparator: false on init or make sure your translations are published in nested format.");
				}
				let e = [], t = this.languageUtils.getFallbackCodes(this.options.fallbackLng, i.lng || this.language);
				if (this.options.saveMissingTo === "fallback" && t && t[0]) for (let n = 0; n < t.length; n++) e.push(t[n]);
				else this.options.saveMissingTo === "all" ? e = this.languageUtils.toResolveHierarchy(i.lng || this.language) : e.push(i.lng || this.language);
				let n = (e, t, n) => {
					let r = S && n !== h ? n : a;
					this.options.missingKeyHandler ? this.options.missingKeyHandler(e, u, t, r, c, i) : this.backendConnector?.saveMissing && this.backendConnector.saveMissing(e, u, t, r, c, i, void 0, this.utils?.hasLoadedNamespace), this.emit("missingKey", e, u, t, h);
				};
				this.options.saveMissing && (this.options.saveMissingPlurals && x ? e.forEach((e) => {
					let t = this.pluralResolver.getSuffixes(e, i);
					T && i[`defaultValue${this.options.pluralSeparator}zero`] && !t.includes(`${this.options.pluralSeparator}zero`) && t.push(`${this.options.pluralSeparator}zero`), t.forEach((t) => {
						n([e], s + t, i[`defaultValue${t}`] || D);
					});
				}) : n(e, s, D));
			}
			h = this.extendTranslation(h, t, i, m, r), n && h === s && this.options.appendNamespaceToMissingKey && (h = `${u}${d}${s}`), (n || e) && this.options.parseMissingKeyHandler && (h = this.options.parseMissingKeyHandler(this.options.appendNamespaceToMissingKey ? `${u}${d}${s}` : s, e ? h : void 0, i));
		}
		return a ? (m.res = h, m.usedParams = this.getUsedParamsDetails(i), m) : h;
	}
	extendTranslation(e, t, n, r, i) {
		if (this.i18nFormat?.parse) e = this.i18nFormat.parse(e, {
			...this.options.interpolation.defaultVariables,
			...n
		}, n.lng || this.language || r.usedLng, r.usedNS, r.usedKey, { resolved: r });
		else if (!n.skipInterpolation) {
			n.interpolation && this.interpolator.init({
				...n,
				interpolation: {
					...this.options.interpolation,
					...n.interpolation
				}
			});
			let a = c(e) && (n?.interpolation?.skipOnVariables === void 0 ? this.options.interpolation.skipOnVariables : n.interpolation.skipOnVariables), o;
			if (a) {
				let t = e.includes(this.interpolator.nestingPrefixText) ? e.match(this.interpolator.nestingRegexp) : null;
				o = t && t.length;
			}
			let s = n.replace && !c(n.replace) ? n.replace : n;
			if (this.options.interpolation.defaultVariables && (s = {
				...this.options.interpolation.defaultVariables,
				...s
			}), e = this.interpolator.interpolate(e, s, n.lng || this.language || r.usedLng, n), a) {
				let t = e.includes(this.interpolator.nestingPrefixText) ? e.match(this.interpolator.nestingRegexp) : null, r = t && t.length;
				o < r && (n.nest = !1);
			}
			!n.lng && r && r.res && (n.lng = this.language || r.usedLng), n.nest !== !1 && (e = this.interpolator.nest(e, (...e) => i?.[0] === e[0] && !n.context ? (this.logger.warn(`It seems you are nesting recursively key: ${e[0]} in key: ${t[0]}`), null) : this.translate(...e, t), n)), n.interpolation && this.interpolator.reset();
		}
		let a = n.postProcess || this.options.postProcess, o = c(a) ? [a] : a;
		if (e != null && o?.length && n.applyPostProcessor !== !1) {
			let i = this.options?.postProcessPassResolved ? {
				i18nResolved: {
					...r,
					usedParams: this.getUsedParamsDetails(n)
				},
				...n
			} : n;
			o.forEach((n) => {
				let r = this.postProcessors?.[n];
				r ? e = r.process(e, t, i, this) ?? e : this.logger.once(`postProcess:${n}`, "warn", `postProcess: '${n}' is not registered on this i18next instance; call use() with it on this instance`);
			});
		}
		return e;
	}
	resolve(e, t = {}) {
		let n, r, i, a, o;
		return c(e) && (e = [e]), Array.isArray(e) && (e = e.map((e) => typeof e == "function" ? R(e, {
			...this.options,
			...t
		}) : e)), e.forEach((e) => {
			if (this.isValidLookup(n)) return;
			let s = this.extractFromKey(e, t), l = s.key;
			r = l;
			let u = s.namespaces;
			this.options.fallbackNS && (u = u.concat(this.options.fallbackNS));
			let d = t.count !== void 0 && !c(t.count), f = d && !t.ordinal && t.count === 0, p = t.context !== void 0 && (c(t.context) || typeof t.context == "number") && t.context !== "", m = t.lngs ? t.lngs : this.languageUtils.toResolveHierarchy(t.lng || this.language, t.fallbackLng);
			u.forEach((e) => {
				this.isValidLookup(n) || (o = e, !this.checkedLoadedFor[`${m[0]}-${e}`] && this.utils?.hasLoadedNamespace && !this.utils?.hasLoadedNamespace(o) && (this.checkedLoadedFor[`${m[0]}-${e}`] = !0, this.logger.warn(`key "${r}" for languages "${m.join(", ")}" won't get resolved as namespace "${o}" was not yet loaded`, "This means something IS WRONG in your setup. You access the t function before i18next.init / i18next.loadNamespace / i18next.changeLanguage was done. Wait for the callback or Promise to resolve before accessing it!!!")), m.forEach((r) => {
					if (this.isValidLookup(n)) return;
					a = r;
					let o = [l];
					if (this.i18nFormat?.addLookupKeys) this.i18nFormat.addLookupKeys(o, l, r, e, t);
					else {
						let e;
						d && (e = this.pluralResolver.getSuffix(r, t.count, t));
						let n = `${this.options.pluralSeparator}zero`, i = `${this.options.pluralSeparator}ordinal${this.options.pluralSeparator}`;
						if (d && (t.ordinal && e.startsWith(i) && o.push(l + e.replace(i, this.options.pluralSeparator)), o.push(l + e), f && o.push(l + n)), p) {
							let r = `${l}${this.options.contextSeparator || "_"}${t.context}`;
							o.push(r), d && (t.ordinal && e.startsWith(i) && o.push(r + e.replace(i, this.options.pluralSeparator)), o.push(r + e), f && o.push(r + n));
						}
						if (d) {
							let n = `${t.ordinal ? i : this.options.pluralSeparator}other`;
							e !== n && (p && o.unshift(`${l}${this.options.contextSeparator || "_"}${t.context}${n}`), o.unshift(l + n));
						}
					}
					let s;
					for (; s = o.pop();) this.isValidLookup(n) || (i = s, n = this.getResource(r, e, s, t));
				}));
			});
		}), {
			res: n,
			usedKey: r,
			exactUsedKey: i,
			usedLng: a,
			usedNS: o
		};
	}
	isValidLookup(e) {
		return e !== void 0 && !(!this.options.returnNull && e === null) && !(!this.options.returnEmptyString && e === "");
	}
	getResource(e, t, n, r = {}) {
		return this.i18nFormat?.getResource ? this.i18nFormat.getResource(e, t, n, r) : this.resourceStore.getResource(e, t, n, r);
	}
	getUsedParamsDetails(e = {}) {
		let t = [
			"defaultValue",
			"ordinal",
			"context",
			"replace",
			"lng",
			"lngs",
			"fallbackLng",
			"ns",
			"keySeparator",
			"nsSeparator",
			"returnObjects",
			"returnDetails",
			"joinArrays",
			"postProcess",
			"interpolation"
		], n = e.replace && !c(e.replace), r = n ? e.replace : e;
		if (n && e.count !== void 0 && (r = {
			...r,
			count: e.count
		}), this.options.interpolation.defaultVariables && (r = {
			...this.options.interpolation.defaultVariables,
			...r
		}), !n) {
			r = { ...r };
			for (let e of t) delete r[e];
		}
		return r;
	}
	static hasDefaultValue(e) {
		for (let t in e) if (Object.prototype.hasOwnProperty.call(e, t) && t.startsWith("defaultValue") && e[t] !== void 0) return !0;
		return !1;
	}
}, B = class {
	constructor(e, t = P) {
		this.options = e, this.supportedLngs = this.options.supportedLngs || !1, this.logger = t.create("languageUtils"), this.resolveHierarchyCache = {}, this.formattedCodes = /* @__PURE__ */ new Map();
	}
	clearCache() {
		this.resolveHierarchyCache = {}, this.formattedCodes.clear();
	}
	getScriptPartFromCode(e) {
		if (e = j(e), !e || !e.includes("-")) return null;
		let t = e.split("-");
		return t.length === 2 || (t.pop(), t[t.length - 1].toLowerCase() === "x") ? null : this.formatLanguageCode(t.join("-"));
	}
	getLanguagePartFromCode(e) {
		if (e = j(e), !e || !e.includes("-")) return e;
		let t = e.split("-");
		return this.formatLanguageCode(t[0]);
	}
	formatLanguageCode(e) {
		if (!c(e)) return e;
		let t = this.formattedCodes.get(e);
		return t === void 0 && (t = this.formatUncached(e), this.formattedCodes.size >= 1e3 && this.formattedCodes.clear(), this.formattedCodes.set(e, t)), t;
	}
	formatUncached(e) {
		let t = e.includes("-");
		if (t || this.options.cleanCode !== !1) {
			let n;
			try {
				n = Intl.getCanonicalLocales(e)[0];
			} catch {}
			if (n && (t || n.toLowerCase() === e.toLowerCase())) return this.options.lowerCaseLng ? n.toLowerCase() : n;
			if (n) return e.toLowerCase();
		}
		return this.options.lowerCaseLng || this.options.cleanCode && !t ? e.toLowerCase() : e;
	}
	isSupportedCode(e) {
		return (this.options.load === "languageOnly" || this.options.nonExplicitSupportedLngs) && (e = this.getLanguagePartFromCode(e)), !this.supportedLngs || !this.supportedLngs.length || this.supportedLngs.includes(e);
	}
	getBestMatchFromCodes(e) {
		if (!e) return null;
		let t;
		return e.forEach((e) => {
			if (t) return;
			let n = this.formatLanguageCode(e);
			(!this.options.supportedLngs || this.isSupportedCode(n)) && (t = n);
		}), !t && this.options.supportedLngs && e.forEach((e) => {
			if (t) return;
			let n = this.getScriptPartFromCode(e);
			if (this.isSupportedCode(n)) return t = n;
			let r = this.getLanguagePartFromCode(e);
			if (this.isSupportedCode(r)) return t = r;
			t = this.options.supportedLngs.find((e) => e === r ? !0 : !e.includes("-") && !r.includes("-") ? !1 : !(!e.includes("-") || r.includes("-") || e.slice(0, e.indexOf("-")) !== r));
		}), t ||= this.getFallbackCodes(this.options.fallbackLng)[0], t;
	}
	getFallbackCodes(e, t) {
		if (!e) return [];
		if (typeof e == "function" && (e = e(t)), c(e) && (e = [e]), Array.isArray(e)) return e;
		if (!t) return e.default || [];
		let n = e[t];
		return n ||= e[this.getScriptPartFromCode(t)], n ||= e[this.formatLanguageCode(t)], n ||= e[this.getLanguagePartFromCode(t)], n ||= e.default, n || [];
	}
	toResolveHierarchy(e, t) {
		let n = this.options.fallbackLng, r = Array.isArray(n) ? n.join("|") : n;
		r !== this._cachedFallbackLng && (this.resolveHierarchyCache = {}, this._cachedFallbackLng = r);
		let i = t === void 0 || t === !1 || c(t), a = t === void 0 && typeof this.options.fallbackLng == "function", o = c(e) && i && !a, s = null;
		if (o) {
			let n;
			n = t === void 0 ? "undefined" : t === !1 ? "boolean:false" : `string:${t}`, s = `${e.length}:${e}|${n}`;
		}
		if (s !== null) {
			let e = this.resolveHierarchyCache[s];
			if (e !== void 0) return e.slice();
		}
		let l = this.getFallbackCodes((t === !1 ? [] : t) || this.options.fallbackLng || [], e), u = [], d = (e) => {
			e && (this.isSupportedCode(e) ? u.push(e) : this.logger.warn(`rejecting language code not found in supportedLngs: ${e}`));
		};
		return c(e) && (e.includes("-") || e.includes("_")) ? (this.options.load !== "languageOnly" && d(this.formatLanguageCode(e)), this.options.load !== "languageOnly" && this.options.load !== "currentOnly" && d(this.getScriptPartFromCode(e)), this.options.load !== "currentOnly" && d(this.getLanguagePartFromCode(e))) : c(e) && d(this.formatLanguageCode(e)), l.forEach((e) => {
			let t = this.formatLanguageCode(e);
			u.includes(t) || d(t);
		}), s === null ? u : (Object.keys(this.resolveHierarchyCache).length >= 1e3 && (this.resolveHierarchyCache = {}), this.resolveHierarchyCache[s] = u, u.slice());
	}
}, ie = {
	zero: 0,
	one: 1,
	two: 2,
	few: 3,
	many: 4,
	other: 5
}, ae = {
	select: (e) => e === 1 ? "one" : "other",
	resolvedOptions: () => ({ pluralCategories: ["one", "other"] })
}, oe = class {
	constructor(e, t = {}, n = P) {
		this.languageUtils = e, this.options = t, this.logger = n.create("pluralResolver"), this.pluralRulesCache = {};
	}
	clearCache() {
		this.pluralRulesCache = {};
	}
	getRule(e, t = {}) {
		let n = j(e === "dev" ? "en" : e), r = t.ordinal ? "ordinal" : "cardinal", i = JSON.stringify({
			cleanedCode: n,
			type: r
		});
		if (i in this.pluralRulesCache) return this.pluralRulesCache[i];
		let a;
		try {
			a = new Intl.PluralRules(n, { type: r });
		} catch {
			if (typeof Intl > "u") return this.logger.error("No Intl support, please use an Intl polyfill!"), ae;
			if (!e.match(/-|_/)) return ae;
			let n = this.languageUtils.getLanguagePartFromCode(e);
			a = this.getRule(n, t);
		}
		return Object.keys(this.pluralRulesCache).length >= 1e3 && (this.pluralRulesCache = {}), this.pluralRulesCache[i] = a, a;
	}
	needsPlural(e, t = {}) {
		let n = this.getRule(e, t);
		return n ||= this.getRule("dev", t), n?.resolvedOptions().pluralCategories.length > 1;
	}
	getPluralFormsOfKey(e, t, n = {}) {
		return this.getSuffixes(e, n).map((e) => `${t}${e}`);
	}
	getSuffixes(e, t = {}) {
		let n = this.getRule(e, t);
		return n ||= this.getRule("dev", t), n ? n.resolvedOptions().pluralCategories.sort((e, t) => ie[e] - ie[t]).map((e) => `${this.options.prepend}${t.ordinal ? `ordinal${this.options.prepend}` : ""}${e}`) : [];
	}
	getSuffix(e, t, n = {}) {
		let r = this.getRule(e, n);
		return r ? `${this.options.prepend}${n.ordinal ? `ordinal${this.options.prepend}` : ""}${r.select(t)}` : (this.logger.warn(`no plural rule found for: ${e}`), this.getSuffix("dev", t, n));
	}
}, V = (e, t, n, r = ".", i = !0) => {
	let a = x(e, t, n);
	return a == null && i && c(n) && (a = A(e, n, r), a === void 0 && (a = A(t, n, r))), a;
}, H = class {
	constructor(e = {}, t = P) {
		this.logger = t.create("interpolator"), this.options = e, this.format = e?.interpolation?.format || ((e) => e), this.init(e);
	}
	init(e = {}) {
		e.interpolation ||= { escapeValue: !0 };
		let { escape: t, escapeValue: n, useRawValueToEscape: r, prefix: i, suffix: a, formatSeparator: o, unescapeSuffix: s, unescapePrefix: c, nestingPrefix: l, nestingSuffix: u, nestingOptionsSeparator: d, maxReplaces: f, alwaysFormat: p } = e.interpolation;
		this.escape = t === void 0 ? T : t, this.escapeValue = n === void 0 || n, this.useRawValueToEscape = r !== void 0 && r, this.prefix = i ? C(i) : "{{", this.suffix = a ? C(a) : "}}", this.formatSeparator = o || ",", this.unescapePrefix = s ? "" : c ? C(c) : "-", this.unescapeSuffix = this.unescapePrefix ? "" : s ? C(s) : "", this.prefixText = i || "{{", this.nestingPrefixText = l || "$t(", this.nestingPrefix = C(l || "$t("), this.nestingSuffix = C(u || ")"), this.nestingOptionsSeparator = d || ",", this.maxReplaces = f || 1e3, this.alwaysFormat = p !== void 0 && p, this.resetRegExp();
	}
	reset() {
		this.options && this.init(this.options);
	}
	resetRegExp() {
		let e = (e, t) => e?.source === t ? (e.lastIndex = 0, e) : new RegExp(t, "g");
		this.regexp = e(this.regexp, `${this.prefix}(.+?)${this.suffix}`), this.regexpUnescape = e(this.regexpUnescape, `${this.prefix}${this.unescapePrefix}(.+?)${this.unescapeSuffix}${this.suffix}`), this.nestingRegexp = e(this.nestingRegexp, `${this.nestingPrefix}((?:[^()"']|"[^"]*"|'[^']*'|\\((?:[^()"']|"[^"]*"|'[^']*')*\\))*?)${this.nestingSuffix}`);
	}
	interpolate(e, t, n, r) {
		let i, a, o, s = e, l = this.options && this.options.interpolation && this.options.interpolation.defaultVariables || {}, d = (e) => {
			if (!e.includes(this.formatSeparator)) {
				let i = V(t, l, e, this.options.keySeparator, this.options.ignoreJSONStructure);
				return this.alwaysFormat ? this.format(i, void 0, n, {
					...r,
					...t,
					interpolationkey: e
				}) : i;
			}
			let i = e.split(this.formatSeparator), a = i.shift().trim(), o = i.join(this.formatSeparator).trim();
			return this.format(V(t, l, a, this.options.keySeparator, this.options.ignoreJSONStructure), o, n, {
				...r,
				...t,
				interpolationkey: a
			});
		};
		this.resetRegExp(), !this.escapeValue && typeof e == "string" && /\$t\([^)]*\{[^}]*\{\{/.test(e) && this.logger.warn("nesting options string contains interpolated variables with escapeValue: false — if any of those values are attacker-controlled they can inject additional nesting options (e.g. redirect lng/ns). Sanitise untrusted input before passing it to t(), or keep escapeValue: true.");
		let f = r?.missingInterpolationHandler || this.options.missingInterpolationHandler, p = r?.interpolation?.skipOnVariables === void 0 ? this.options.interpolation.skipOnVariables : r.interpolation.skipOnVariables;
		if (c(e) && !e.includes(this.prefixText)) return e;
		let m = [{
			regex: this.regexpUnescape,
			safeValue: (e) => e
		}, {
			regex: this.regexp,
			safeValue: (e) => this.escapeValue ? this.escape(e) : e
		}], h = [], g = 0;
		return m.forEach((t) => {
			for (o = 0; i = t.regex.exec(e);) {
				let n = i.index - g, l = h.find(([e, t]) => n >= e && n < t);
				if (l) {
					t.regex.lastIndex = l[1] + g;
					continue;
				}
				let m = i[1].trim();
				if (a = d(m), a === void 0) {
					if (typeof f == "function") {
						let t = f(e, i, r);
						a = c(t) ? t : "";
					} else if (r && Object.prototype.hasOwnProperty.call(r, m)) a = "";
					else if (p) {
						this.logger.debug && this.logger.once(`${s}\u0000${i[0]}`, "warn", `missed to pass in variable ${m} for interpolating ${s}`), a = i[0];
						continue;
					} else this.logger.warn(`missed to pass in variable ${m} for interpolating ${e}`), a = "";
				} else !c(a) && !this.useRawValueToEscape && (a = u(a));
				let _ = u(t.safeValue(a));
				if (e = e.slice(0, i.index) + _ + e.slice(i.index + i[0].length), p ? (t.regex === this.regexpUnescape ? h.push([i.index, i.index + _.length]) : g += _.length - i[0].length, t.regex.lastIndex += _.length, t.regex.lastIndex -= i[0].length) : t.regex.lastIndex = 0, o++, o >= this.maxReplaces) break;
			}
		}), e;
	}
	nest(e, t, n = {}) {
		let r, i, a, o = (e, t) => {
			let n = this.nestingOptionsSeparator;
			if (!e.includes(n)) return e;
			let r = e.split(RegExp(`${C(n)}[ ]*{`)), i = `{${r[1]}`;
			e = r[0], i = this.interpolate(i, a);
			let o = i.match(/'/g), s = i.match(/"/g);
			((o?.length ?? 0) % 2 == 0 && !s || (s?.length ?? 0) % 2 != 0) && (i = i.replace(/'/g, "\""));
			try {
				a = JSON.parse(i), t && (a = {
					...t,
					...a
				});
			} catch (t) {
				return this.logger.warn(`failed parsing options string in nesting for key ${e}`, t), `${e}${n}${i}`;
			}
			return a.defaultValue && a.defaultValue.includes(this.prefix) && delete a.defaultValue, e;
		};
		if (c(e) && !e.includes(this.nestingPrefixText)) return e;
		let s = new RegExp(this.nestingRegexp), l = "", d = 0;
		for (; r = s.exec(e);) {
			let f = [];
			a = { ...n }, a = a.replace && !c(a.replace) ? a.replace : a, a.applyPostProcessor = !1, delete a.defaultValue;
			let p = /{.*}/s.test(r[1]) ? r[1].lastIndexOf("}") + 1 : r[1].indexOf(this.formatSeparator);
			if (p !== -1 && (f = r[1].slice(p).split(this.formatSeparator).map((e) => e.trim()).filter(Boolean), r[1] = r[1].slice(0, p)), i = t(o.call(this, r[1].trim(), a), a), i && r[0] === e && !c(i)) return i;
			c(i) || (i = u(i)), i ||= (this.logger.warn(`missed to resolve ${r[1]} for nesting ${e}`), ""), f.length && (i = f.reduce((e, t) => this.format(e, t, n.lng, {
				...n,
				interpolationkey: r[1].trim()
			}), i.trim())), l += e.slice(d, r.index) + u(i), d = s.lastIndex, this.regexp.lastIndex = 0;
		}
		return d ? l + e.slice(d) : e;
	}
}, se = (e) => {
	let t = e.toLowerCase().trim(), n = {};
	if (e.includes("(")) {
		let r = e.split("(");
		t = r[0].toLowerCase().trim();
		let i = r[1].slice(0, -1);
		t === "currency" && !i.includes(":") ? n.currency ||= i.trim() : t === "relativetime" && !i.includes(":") ? n.range ||= i.trim() : i.split(";").forEach((e) => {
			if (e) {
				let [t, ...r] = e.split(":"), i = r.join(":").trim().replace(/^'+|'+$/g, ""), a = t.trim();
				n[a] || (n[a] = i), i === "false" && (n[a] = !1), i === "true" && (n[a] = !0), isNaN(i) || (n[a] = parseInt(i, 10));
			}
		});
	}
	return {
		formatName: t,
		formatOptions: n
	};
}, ce = 1e3, U = (e) => {
	let t = /* @__PURE__ */ new Map();
	return (n, r, i) => {
		let a = i;
		i && i.interpolationkey && i.formatParams && i.formatParams[i.interpolationkey] && i[i.interpolationkey] && (a = {
			...a,
			[i.interpolationkey]: void 0
		});
		let o;
		try {
			o = r + JSON.stringify(a);
		} catch {
			return e(j(r), i)(n);
		}
		let s = t.get(o);
		return s || (s = e(j(r), i), t.size >= ce && t.delete(t.keys().next().value), t.set(o, s)), s(n);
	};
}, le = (e) => (t, n, r) => e(j(n), r)(t), ue = class {
	constructor(e = {}) {
		this.logger = P.create("formatter"), this.options = e, this.init(e);
	}
	init(e, t = { interpolation: {} }) {
		e?.logger?.create && (this.logger = e.logger.create("formatter")), this.formatSeparator = t.interpolation.formatSeparator || ",";
		let n = t.cacheInBuiltFormats ? U : le;
		this.formats = {
			number: n((e, t) => {
				let n = new Intl.NumberFormat(e, { ...t });
				return (e) => n.format(e);
			}),
			currency: n((e, t) => {
				let n = new Intl.NumberFormat(e, {
					...t,
					style: "currency"
				});
				return (e) => n.format(e);
			}),
			datetime: n((e, t) => {
				let n = new Intl.DateTimeFormat(e, { ...t });
				return (e) => n.format(e);
			}),
			relativetime: n((e, t) => {
				let n = new Intl.RelativeTimeFormat(e, { ...t });
				return (e) => n.format(e, t.range || "day");
			}),
			list: n((e, t) => {
				let n = new Intl.ListFormat(e, { ...t });
				return (e) => n.format(e);
			})
		};
	}
	add(e, t) {
		this.formats[e.toLowerCase().trim()] = t;
	}
	addCached(e, t) {
		this.formats[e.toLowerCase().trim()] = U(t);
	}
	format(e, t, n, r = {}) {
		if (!t || e == null) return e;
		let i = t.split(this.formatSeparator), a = [];
		for (let e = 0; e < i.length; e++) {
			let t = i[e];
			for (; t.indexOf("(") > -1 && !t.includes(")") && e + 1 < i.length;) t = `${t}${this.formatSeparator}${i[++e]}`;
			a.push(t);
		}
		return a.reduce((e, t) => {
			let { formatName: i, formatOptions: a } = se(t);
			if (this.formats[i]) {
				let t = e;
				try {
					let o = r?.formatParams?.[r.interpolationkey] || {}, s = o.locale || o.lng || r.locale || r.lng || n;
					t = this.formats[i](e, s, {
						...a,
						...r,
						...o
					});
				} catch (e) {
					this.logger.warn(e);
				}
				return t;
			}
			return this.logger.warn(`there was no format function for ${i}`), e;
		}, e);
	}
}, de = 1e3, fe = (e, t) => {
	e.pending[t] !== void 0 && (delete e.pending[t], e.pendingCount--);
}, pe = class extends F {
	constructor(e, t, n, r = {}) {
		super(), this.backend = e, this.store = t, this.services = n, this.languageUtils = n.languageUtils, this.options = r, this.logger = (n.logger || P).create("backendConnector"), this.waitingReads = [], this.maxParallelReads = r.maxParallelReads || 10, this.readingCalls = 0, this.maxRetries = r.maxRetries >= 0 ? r.maxRetries : 5, this.retryTimeout = r.retryTimeout >= 1 ? r.retryTimeout : 350, this.state = {}, this.failed = /* @__PURE__ */ new Set(), this.queue = [], this.backend?.init?.(n, r.backend, r), this.callbackApi = f(this.backend), this.backend && this.callbackApi === void 0 && (this.backend.read || this.backend.create) && this.logger.deprecate("backend: set callbackApi to declare the calling convention (true: read(language, namespace, callback) and create(languages, namespace, key, fallbackValue, callback, options); false: both return a promise or a value); guessing it from the number of parameters is deprecated");
	}
	queueLoad(e, t, n, r) {
		let i = {}, a = {}, o = {}, s = {};
		return e.forEach((e) => {
			let r = !0;
			t.forEach((t) => {
				let o = `${e}|${t}`;
				!n.reload && this.store.hasResourceBundle(e, t) ? this.state[o] = 2 : !n.reload && this.state[o] < 0 || (this.state[o] === 1 ? a[o] === void 0 && (a[o] = !0) : (this.state[o] = 1, r = !1, a[o] === void 0 && (a[o] = !0), i[o] === void 0 && (i[o] = !0), s[t] === void 0 && (s[t] = !0)));
			}), r || (o[e] = !0);
		}), (Object.keys(i).length || Object.keys(a).length) && this.queue.push({
			pending: a,
			pendingCount: Object.keys(a).length,
			loaded: {},
			errors: [],
			callback: r
		}), {
			toLoad: Object.keys(i),
			pending: Object.keys(a),
			toLoadLanguages: Object.keys(o),
			toLoadNamespaces: Object.keys(s)
		};
	}
	loaded(e, t, n) {
		let r = e.split("|"), i = r[0], a = r[1];
		if (t && this.emit("failedLoading", i, a, t), !t && n && this.store.addResourceBundle(i, a, n, void 0, void 0, { skipCopy: !0 }), this.state[e] = t ? -1 : 2, t && n && (this.state[e] = 0), this.failed.delete(e), t && (this.failed.add(e), this.failed.size > de)) {
			let e = this.failed.values().next().value;
			this.failed.delete(e), this.state[e] < 1 && delete this.state[e];
		}
		let o = {};
		this.queue.forEach((n) => {
			y(n.loaded, [i], a), fe(n, e), t && n.errors.push(t), n.pendingCount === 0 && !n.done && (Object.keys(n.loaded).forEach((e) => {
				o[e] || (o[e] = {});
				let t = n.loaded[e];
				t.length && t.forEach((t) => {
					o[e][t] === void 0 && (o[e][t] = !0);
				});
			}), n.done = !0, n.errors.length ? n.callback(n.errors) : n.callback());
		}), this.emit("loaded", o), this.queue = this.queue.filter((e) => !e.done);
	}
	read(e, t, n, r = 0, i = this.retryTimeout, a) {
		if (!e.length) return a(null, {});
		if (this.readingCalls >= this.maxParallelReads) {
			this.waitingReads.push({
				lng: e,
				ns: t,
				fcName: n,
				tried: r,
				wait: i,
				callback: a
			});
			return;
		}
		this.readingCalls++;
		let o = (o, s) => {
			if (this.readingCalls--, this.waitingReads.length > 0) {
				let e = this.waitingReads.shift();
				this.read(e.lng, e.ns, e.fcName, e.tried, e.wait, e.callback);
			}
			o && s && r < this.maxRetries ? setTimeout(() => {
				this.read(e, t, n, r + 1, i * 2, a);
			}, i) : a(o, s);
		}, s = this.backend[n].bind(this.backend);
		if (this.callbackApi === !1 || this.callbackApi === void 0 && s.length === 2) try {
			let n = s(e, t);
			n && typeof n.then == "function" ? n.then((e) => o(null, e)).catch(o) : o(null, n);
		} catch (e) {
			o(e);
		}
		else return s(e, t, o);
	}
	prepareLoading(e, t, n = {}, r) {
		if (!this.backend) return this.logger.warn("No backend was added via i18next.use. Will not load resources."), r && r();
		c(e) && (e = this.languageUtils.toResolveHierarchy(e)), c(t) && (t = [t]);
		let i = this.queueLoad(e, t, n, r);
		if (!i.toLoad.length) return i.pending.length || r(), null;
		i.toLoad.forEach((e) => {
			this.loadOne(e);
		});
	}
	load(e, t, n) {
		this.prepareLoading(e, t, {}, n);
	}
	reload(e, t, n) {
		this.prepareLoading(e, t, { reload: !0 }, n);
	}
	loadOne(e, t = "") {
		let n = e.split("|"), r = n[0], i = n[1];
		this.read(r, i, "read", void 0, void 0, (n, a) => {
			n && this.logger.warn(`${t}loading namespace ${i} for language ${r} failed`, n), !n && a && this.logger.log(`${t}loaded namespace ${i} for language ${r}`, a), this.loaded(e, n, a);
		});
	}
	saveMissing(e, t, n, r, i, a = {}, o = () => {}, s = this.newestCloneHasLoadedNamespace || this.services?.utils?.hasLoadedNamespace) {
		if (s && !s(t)) this.logger.warn(`did not save key "${n}" as the namespace "${t}" was not yet loaded`, "This means something IS WRONG in your setup. You access the t function before i18next.init / i18next.loadNamespace / i18next.changeLanguage was done. Wait for the callback or Promise to resolve before accessing it!!!");
		else if (n != null && n !== "") {
			if (this.backend?.create) {
				let s = {
					...a,
					isUpdate: i
				}, c = this.backend.create.bind(this.backend);
				if (this.callbackApi === !1 || this.callbackApi === void 0 && c.length < 6) try {
					let i;
					i = this.callbackApi === !1 || c.length === 5 ? c(e, t, n, r, s) : c(e, t, n, r), i && typeof i.then == "function" ? i.then((e) => o(null, e)).catch(o) : o(null, i);
				} catch (e) {
					o(e);
				}
				else c(e, t, n, r, o, s);
			}
			e && e[0] && this.store.addResource(e[0], t, n, r);
		}
	}
}, W = () => ({
	debug: !1,
	initAsync: !0,
	ns: ["translation"],
	defaultNS: ["translation"],
	fallbackLng: !1,
	fallbackNS: !1,
	supportedLngs: !1,
	nonExplicitSupportedLngs: !1,
	load: "all",
	preload: !1,
	keySeparator: ".",
	nsSeparator: ":",
	pluralSeparator: "_",
	contextSeparator: "_",
	enableSelector: !1,
	partialBundledLanguages: !1,
	saveMissing: !1,
	updateMissing: !1,
	saveMissingTo: "fallback",
	saveMissingPlurals: !0,
	missingKeyHandler: !1,
	missingInterpolationHandler: !1,
	postProcess: !1,
	postProcessPassResolved: !1,
	returnNull: !1,
	returnEmptyString: !1,
	returnObjects: !1,
	joinArrays: !1,
	returnedObjectHandler: !1,
	parseMissingKeyHandler: !1,
	appendNamespaceToMissingKey: !1,
	appendNamespaceToCIMode: !1,
	overloadTranslationOptionHandler: (e) => {
		let t = {};
		if (typeof e[1] == "object" && (t = e[1]), c(e[1]) && (t.defaultValue = e[1]), c(e[2]) && (t.tDescription = e[2]), typeof e[2] == "object" || typeof e[3] == "object") {
			let n = e[3] || e[2];
			Object.keys(n).forEach((e) => {
				t[e] = n[e];
			});
		}
		return t;
	},
	interpolation: {
		escapeValue: !0,
		prefix: "{{",
		suffix: "}}",
		formatSeparator: ",",
		unescapePrefix: "-",
		nestingPrefix: "$t(",
		nestingSuffix: ")",
		nestingOptionsSeparator: ",",
		maxReplaces: 1e3,
		skipOnVariables: !0
	},
	cacheInBuiltFormats: !0
}), G = (e) => (c(e.ns) && (e.ns = [e.ns]), c(e.fallbackLng) && (e.fallbackLng = [e.fallbackLng]), c(e.fallbackNS) && (e.fallbackNS = [e.fallbackNS]), e.supportedLngs && !e.supportedLngs.includes("cimode") && (e.supportedLngs = e.supportedLngs.concat(["cimode"])), e), K = () => {}, q = (e) => {
	let t = W(), n = {
		...t,
		...e
	};
	return n.interpolation = {
		...t.interpolation,
		...e.interpolation
	}, typeof n.overloadTranslationOptionHandler != "function" && (n.overloadTranslationOptionHandler = t.overloadTranslationOptionHandler), n;
}, J = (e) => {
	let t = [].concat(e.supportedLngs || [], e.preload || []);
	t.push(...Object.keys(e.resources || {}));
	let n = e.fallbackLng;
	return c(n) || Array.isArray(n) ? t.push(...[].concat(n)) : n && typeof n == "object" && Object.keys(n).forEach((e) => {
		e !== "default" && t.push(e), t.push(...[].concat(n[e]));
	}), t;
}, Y = (e, t) => !c(t) || d(t) || e.configuredLngs?.has(t) ? !1 : (e.logger.once(`lng:${t}`, "warn", `refused the language code '${t.slice(0, 64)}' from lng, changeLanguage(), the language detector or loadLanguages(): it is not configured and has other characters than letters, digits, '-', '_', '@' and '.' (or '..', or more than 128). List it in supportedLngs to use it`), !0), me = (e) => {
	Object.getOwnPropertyNames(Object.getPrototypeOf(e)).forEach((t) => {
		typeof e[t] == "function" && (e[t] = e[t].bind(e));
	});
}, X = class e extends F {
	constructor(e = {}, t) {
		if (super(), this.userOptions = G(e), this.options = q(this.userOptions), this.services = { postProcessors: Object.create(null) }, this.logger = new N(null, this.options), this.modules = { external: [] }, me(this), t && !this.isInitialized && !e.isClone) {
			if (!this.userOptions.initAsync) return this.init(e, t), this;
			setTimeout(() => {
				this.init(e, t);
			}, 0);
		}
	}
	init(e = {}, t) {
		this.isInitializing = !0, typeof e == "function" && (t = e, e = {}), e.defaultNS == null && e.ns && (c(e.ns) ? e.defaultNS = e.ns : e.ns.includes("translation") || (e.defaultNS = e.ns[0])), G(e);
		let n = {
			...this.userOptions,
			...e
		};
		this.options = q({
			...this.options,
			...e
		}), n.keySeparator !== void 0 && (this.options.userDefinedKeySeparator = n.keySeparator), n.nsSeparator !== void 0 && (this.options.userDefinedNsSeparator = n.nsSeparator), this.options.isClone || (this.configuredLngs = /* @__PURE__ */ new Set([...this.configuredLngs || [], ...J(n)]));
		let r = (e) => e ? typeof e == "function" ? new e() : e : null;
		if (!this.options.isClone) {
			this.logger.init(r(this.modules.logger), this.options);
			let { logger: e } = this;
			this.pendingWarnings?.forEach((e) => this.logger.warn(e)), this.pendingWarnings = void 0;
			let t;
			t = this.modules.formatter ? this.modules.formatter : ue;
			let n = new B(this.options, e);
			this.store = new ee(this.options.resources, this.options, e);
			let i = this.services;
			i.logger = e, i.resourceStore = this.store, i.languageUtils = n, i.pluralResolver = new oe(n, { prepend: this.options.pluralSeparator }, e), t && (i.formatter = r(t), i.formatter.init && i.formatter.init(i, this.options), this.options.interpolation.format = i.formatter.format.bind(i.formatter)), i.interpolator = new H(this.options, e), i.utils = {
				hasLoadedNamespace: this.hasLoadedNamespace.bind(this),
				reloadResources: this.reloadResources.bind(this)
			}, i.backendConnector = new pe(r(this.modules.backend), i.resourceStore, i, this.options), i.backendConnector.on("*", (e, ...t) => {
				this.emit(e, ...t);
			}), this.modules.languageDetector && (i.languageDetector = r(this.modules.languageDetector), i.languageDetector.init && i.languageDetector.init(i, this.options.detection, this.options), i.languageDetector.async && f(i.languageDetector) === void 0 && this.logger.deprecate("languageDetector: set callbackApi to declare how the async detect() answers (true: detect(callback); false: detect() returns a promise); guessing it from the number of parameters is deprecated")), this.modules.i18nFormat && (i.i18nFormat = r(this.modules.i18nFormat), i.i18nFormat.init && i.i18nFormat.init(this)), this.translator = new re(this.services, this.options), this.translator.on("*", (e, ...t) => {
				this.emit(e, ...t);
			}), this.modules.external.forEach((e) => {
				e.init && e.init(this);
			});
		}
		if (this.format = this.options.interpolation.format, t ||= K, this.options.fallbackLng && !this.services.languageDetector && !this.options.lng) {
			let e = this.services.languageUtils.getFallbackCodes(this.options.fallbackLng);
			e.length > 0 && e[0] !== "dev" && (this.options.lng = e[0]);
		}
		!this.services.languageDetector && !this.options.lng && this.logger.warn("init: no languageDetector is used and no lng is defined"), [
			"getResource",
			"hasResourceBundle",
			"getResourceBundle",
			"getDataByLanguage"
		].forEach((e) => {
			this[e] = (...t) => this.store[e](...t);
		}), [
			"addResource",
			"addResources",
			"addResourceBundle",
			"removeResourceBundle"
		].forEach((e) => {
			this[e] = (...t) => (this.store[e](...t), this);
		});
		let i = l(), a = () => {
			let e = (e, n) => {
				this.isInitializing = !1, this.isInitialized && !this.initializedStoreOnce && this.logger.warn("init: i18next is already initialized. You should call init just once!"), this.isInitialized = !0, this.options.isClone || this.logger.log("initialized", this.options), this.emit("initialized", this.options), i.resolve(n), t(e, n);
			};
			if ((this.languages || this.isLanguageChangingTo) && !this.isInitialized) return e(null, this.t.bind(this));
			this.changeLanguage(this.options.lng, e);
		};
		return this.options.resources || !this.options.initAsync ? a() : setTimeout(a, 0), i;
	}
	loadResources(e, t = K) {
		let n = t, r = c(e) ? e : this.language;
		if (typeof e == "function" && (n = e), !this.options.resources || this.options.partialBundledLanguages) {
			if (r?.toLowerCase() === "cimode" && (!this.options.preload || this.options.preload.length === 0)) return n();
			let e = [], t = (t) => {
				t && t !== "cimode" && this.services.languageUtils.toResolveHierarchy(t).forEach((t) => {
					t !== "cimode" && (e.includes(t) || e.push(t));
				});
			};
			r ? t(r) : this.services.languageUtils.getFallbackCodes(this.options.fallbackLng).forEach((e) => t(e)), this.options.preload?.forEach?.((e) => t(e)), this.services.backendConnector.load(e, this.options.ns, (e) => {
				!e && !this.resolvedLanguage && this.language && this.setResolvedLanguage(this.language), n(e);
			});
		} else n(null);
	}
	reloadResources(e, t, n) {
		let r = l();
		if (typeof e == "function" && (n = e, e = void 0), typeof t == "function" && (n = t, t = void 0), !e) {
			let t = Object.keys(this.services.backendConnector.state).map((e) => e.split("|")[0]);
			e = [.../* @__PURE__ */ new Set([...this.languages || [], ...t])].filter((e) => e !== "cimode");
		}
		return t ||= this.options.ns, n ||= K, this.services.backendConnector.reload(e, t, (e) => {
			r.resolve(), n(e);
		}), r;
	}
	use(e) {
		if (!e) throw Error("You are passing an undefined module! Please check the object you are passing to i18next.use()");
		if (!e.type) throw Error("You are passing a wrong module! Please check the object you are passing to i18next.use()");
		let t = (t) => {
			if (this.modules[t] && this.modules[t] !== e) {
				let e = `use: this ${t} replaces the ${t} passed to an earlier use() call; only one ${t} is used per instance`;
				this.isInitializing || this.isInitialized ? this.logger.warn(e) : (this.pendingWarnings = this.pendingWarnings || []).push(e);
			}
			this.modules[t] = e;
		};
		return e.type === "backend" && t("backend"), (e.type === "logger" || e.log && e.warn && e.error) && (this.modules.logger = e), e.type === "languageDetector" && t("languageDetector"), e.type === "i18nFormat" && t("i18nFormat"), e.type === "postProcessor" && (this.services.postProcessors[e.name] = e), e.type === "formatter" && t("formatter"), e.type === "3rdParty" && this.modules.external.push(e), this;
	}
	hydrate(e, t) {
		return this.options.isClone ? this : this.services.resourceStore ? (e && !this.initializedStoreOnce && (this.services.resourceStore.data = e, Object.values(e).forEach((e) => {
			Object.keys(e).forEach((e) => {
				this.options.ns.includes(e) || this.options.ns.push(e);
			});
		}), this.initializedStoreOnce = !0, this.isInitialized = !0), t && !this.initializedLanguageOnce && (this.changeLanguage(t), this.initializedLanguageOnce = !0), this) : (this.logger.warn("hydrate: call init() first, the instance has no resource store yet"), this);
	}
	setResolvedLanguage(e) {
		if (e && this.languages && !["cimode", "dev"].includes(e)) {
			for (let e = 0; e < this.languages.length; e++) {
				let t = this.languages[e];
				if (!["cimode", "dev"].includes(t) && this.store.hasLanguageSomeTranslations(t)) {
					this.resolvedLanguage = t;
					break;
				}
			}
			!this.resolvedLanguage && !this.languages.includes(e) && this.store.hasLanguageSomeTranslations(e) && (this.resolvedLanguage = e, this.languages.unshift(e));
		}
	}
	changeLanguage(e, t) {
		this.isLanguageChangingTo = e;
		let n = l();
		this.emit("languageChanging", e);
		let r = (e) => {
			this.language = e, this.languages = this.services.languageUtils.toResolveHierarchy(e), this.resolvedLanguage = void 0, this.setResolvedLanguage(e);
		}, i = (i, a) => {
			a ? this.isLanguageChangingTo === e && (r(a), this.translator.changeLanguage(a), this.isLanguageChangingTo = void 0, this.emit("languageChanged", a), this.logger.log("languageChanged", a)) : this.isLanguageChangingTo = void 0, n.resolve((...e) => this.t(...e)), t && t(i, (...e) => this.t(...e));
		}, a = (t) => {
			!e && !t && this.services.languageDetector && (t = []);
			let { supportedLngs: n } = this.options;
			if (t && !n) {
				let e = [].concat(t).filter((e) => !Y(this, e));
				e.length < [].concat(t).length && (t = e);
			}
			let a = c(t) ? t : t && t[0], o = this.store.hasLanguageSomeTranslations(a) ? a : this.services.languageUtils.getBestMatchFromCodes(c(t) ? [t] : t);
			n && Y(this, o) && (o = this.services.languageUtils.getBestMatchFromCodes([])), o && (this.language || r(o), this.translator.language || this.translator.changeLanguage(o), this.services.languageDetector?.cacheUserLanguage?.(o)), this.loadResources(o, (e) => {
				i(e, o);
			});
		};
		if (!e && this.services.languageDetector && !this.services.languageDetector.async) a(this.services.languageDetector.detect());
		else if (!e && this.services.languageDetector && this.services.languageDetector.async) {
			let e = f(this.services.languageDetector);
			e === !1 || e === void 0 && this.services.languageDetector.detect.length === 0 ? this.services.languageDetector.detect().then(a) : this.services.languageDetector.detect(a);
		} else a(e);
		return n;
	}
	getFixedT(e, t, n, r) {
		let i = r?.scopeNs, a = (e, t, ...r) => {
			let o;
			o = typeof t == "object" ? { ...t } : this.options.overloadTranslationOptionHandler([e, t].concat(r)), o.lng = o.lng || a.lng, o.lngs = o.lngs || a.lngs;
			let s = o.ns !== void 0 && o.ns !== null;
			o.ns = o.ns || a.ns, o.keyPrefix !== "" && (o.keyPrefix = o.keyPrefix || n || a.keyPrefix);
			let c = {
				...this.options,
				...o
			};
			Array.isArray(i) && !s && (c.ns = i), typeof o.keyPrefix == "function" && (o.keyPrefix = R(o.keyPrefix, c));
			let l = this.options.keySeparator || ".", u;
			return o.keyPrefix && Array.isArray(e) ? u = e.map((e) => (typeof e == "function" && (e = R(e, c)), `${o.keyPrefix}${l}${e}`)) : (typeof e == "function" && (e = R(e, c)), u = o.keyPrefix ? `${o.keyPrefix}${l}${e}` : e), this.t(u, o);
		};
		return c(e) ? a.lng = e : a.lngs = e, a.ns = t, a.keyPrefix = n, a;
	}
	t(...e) {
		return this.translator ? this.translator.translate(...e) : (this.logger.warn("t: called before init(); returning an empty string"), "");
	}
	exists(...e) {
		return this.translator?.exists(...e);
	}
	setDefaultNamespace(e) {
		this.options.defaultNS = e;
	}
	hasLoadedNamespace(e, t = {}) {
		if (!this.isInitialized) return this.logger.warn("hasLoadedNamespace: i18next was not initialized", this.languages), !1;
		if (!this.languages || !this.languages.length) return this.logger.warn("hasLoadedNamespace: i18n.languages were undefined or empty", this.languages), !1;
		let n = t.lng || this.resolvedLanguage || this.languages[0], r = this.options ? this.options.fallbackLng : !1, i = this.languages[this.languages.length - 1];
		if (n.toLowerCase() === "cimode") return !0;
		let a = (e, t) => {
			let n = this.services.backendConnector.state[`${e}|${t}`];
			return n === -1 || n === 0 || n === 2;
		};
		if (t.precheck) {
			let e = t.precheck(this, a);
			if (e !== void 0) return e;
		}
		if (this.hasResourceBundle(n, e) || !this.services.backendConnector.backend || this.options.resources && !this.options.partialBundledLanguages) return !0;
		let { languageUtils: o } = this.services, s = t.lng ? o.isSupportedCode(n) && o.toResolveHierarchy(n, !1)[0] : n;
		return !(s && !a(s, e) || r && !a(i, e));
	}
	loadNamespaces(e, t) {
		let n = l();
		return !this.options.ns || !this.services.backendConnector ? (t && t(), Promise.resolve()) : (c(e) && (e = [e]), e.forEach((e) => {
			this.options.ns.includes(e) || this.options.ns.push(e);
		}), this.loadResources((e) => {
			n.resolve(), t && t(e);
		}), n);
	}
	loadLanguages(e, t) {
		let n = l();
		c(e) && (e = [e]);
		let r = this.options.preload || [], i = e.filter((e) => !r.includes(e) && !Y(this, e) && this.services.languageUtils.isSupportedCode(e));
		return i.length ? (this.options.preload = r.concat(i), this.loadResources((e) => {
			n.resolve(), t && t(e);
		}), n) : (t && t(), Promise.resolve());
	}
	dir(e) {
		if (e ||= this.resolvedLanguage || (this.languages?.length > 0 ? this.languages[0] : this.language), !e) return "ltr";
		try {
			let t = new Intl.Locale(e);
			if (t && t.getTextInfo) {
				let e = t.getTextInfo();
				if (e && e.direction) return e.direction;
			}
		} catch {}
		let t = /* @__PURE__ */ "ar.shu.sqr.ssh.xaa.yhd.yud.aao.abh.abv.acm.acq.acw.acx.acy.adf.ads.aeb.aec.afb.ajp.apc.apd.arb.arq.ars.ary.arz.auz.avl.ayh.ayl.ayn.ayp.bbz.pga.he.iw.ps.pbt.pbu.pst.prp.prd.ug.ur.ydd.yds.yih.ji.yi.hbo.men.xmn.fa.jpr.peo.pes.prs.dv.sam.ckb".split("."), n = this.services?.languageUtils || new B(W());
		return e.toLowerCase().indexOf("-latn") > 1 ? "ltr" : t.includes(n.getLanguagePartFromCode(e)) || e.toLowerCase().indexOf("-arab") > 1 ? "rtl" : "ltr";
	}
	static createInstance(t = {}, n) {
		let r = new e(t, n);
		return r.createInstance = e.createInstance, r;
	}
	cloneInstance(t = {}, n = K) {
		let r = t.forkResourceStore;
		r && (t = { ...t }, delete t.forkResourceStore);
		let i = {
			...this.options,
			preload: !1,
			...t,
			isClone: !0
		}, a = new e(i);
		if (a.logger = t.debug !== void 0 || t.prefix !== void 0 ? this.logger.clone(t) : this.logger, ["store", "language"].forEach((e) => {
			a[e] = this[e];
		}), a.services = { ...this.services }, a.services.postProcessors = Object.create(this.services.postProcessors), a.services.utils = {
			...a.services.utils,
			hasLoadedNamespace: a.hasLoadedNamespace.bind(a),
			reloadResources: a.reloadResources.bind(a)
		}, r) {
			let e = (t) => {
				let n = Array.isArray(t) ? [...t] : { ...t };
				return Object.keys(n).forEach((t) => {
					n[t] && typeof n[t] == "object" && (n[t] = e(n[t]));
				}), n;
			};
			a.store = new ee(e(this.store.data), i, this.logger), a.services.resourceStore = a.store;
		}
		if (t.interpolation) {
			let e = {
				...W().interpolation,
				...this.options.interpolation,
				...t.interpolation
			}, n = {
				...i,
				interpolation: e
			};
			a.services.interpolator = new H(n, this.logger);
		}
		return a.configuredLngs = /* @__PURE__ */ new Set([...this.configuredLngs || [], ...J(t)]), a.translator = new re(a.services, i), a.translator.on("*", (e, ...t) => {
			a.emit(e, ...t);
		}), a.init(i, n), a.translator.options = i, a.translator.backendConnector.newestCloneHasLoadedNamespace = a.hasLoadedNamespace.bind(a), a;
	}
	toJSON() {
		return {
			options: this.options,
			store: this.store,
			language: this.language,
			languages: this.languages,
			resolvedLanguage: this.resolvedLanguage
		};
	}
}.createInstance();
X.createInstance, X.dir, X.init, X.loadResources, X.reloadResources, X.use, X.changeLanguage, X.getFixedT, X.t, X.exists, X.setDefaultNamespace, X.hasLoadedNamespace, X.loadNamespaces, X.loadLanguages;
// ../../node_modules/react-i18next/dist/es/utils.js
var he = (e, t, n, r) => {
	let i = [n, {
		code: t,
		...r || {}
	}];
	if (e?.services?.logger?.forward) return e.services.logger.forward(i, "warn", "react-i18next::", !0);
	$(i[0]) && (i[0] = `react-i18next:: ${i[0]}`), e?.services?.logger?.warn ? e.services.logger.warn(...i) : console?.warn && console.warn(...i);
}, ge = /* @__PURE__ */ new WeakMap(), _e = /* @__PURE__ */ new Set(), Z = (e, t, n, r) => {
	if ($(n)) {
		let t = _e, r = e?.services?.logger || e;
		if (Se(r) && (t = ge.get(r), t || ge.set(r, t = /* @__PURE__ */ new Set())), t.has(n)) return;
		t.add(n);
	}
	he(e, t, n, r);
}, ve = () => {
	try {
		return !1;
	} catch {
		return !1;
	}
}, ye = (e, t) => () => {
	e.isInitialized ? t() : e.once("initialized", () => t());
}, Q = (e, t, n) => {
	e.loadNamespaces(t, ye(e, n));
}, be = (e, t, n, r) => {
	if ($(n) && (n = [n]), e.options.preload && e.options.preload.indexOf(t) > -1) return Q(e, n, r);
	n.forEach((t) => {
		e.options.ns.indexOf(t) < 0 && e.options.ns.push(t);
	}), e.loadLanguages(t, ye(e, r));
}, xe = (e, t, n = {}) => !t.languages || !t.languages.length ? (Z(t, "NO_LANGUAGES", "i18n.languages were undefined or empty", { languages: t.languages }), !0) : t.hasLoadedNamespace(e, {
	lng: n.lng,
	precheck: (t, r) => {
		if (n.bindI18n && n.bindI18n.indexOf("languageChanging") > -1 && t.services.backendConnector.backend && t.isLanguageChangingTo && !r(t.isLanguageChangingTo, e)) return !1;
	}
}), $ = (e) => typeof e == "string", Se = (e) => typeof e == "object" && !!e, Ce = /&(?:amp|#38|lt|#60|gt|#62|apos|#39|quot|#34|nbsp|#160|copy|#169|reg|#174|hellip|#8230|#x2F|#47);/g, we = {
	"&amp;": "&",
	"&#38;": "&",
	"&lt;": "<",
	"&#60;": "<",
	"&gt;": ">",
	"&#62;": ">",
	"&apos;": "'",
	"&#39;": "'",
	"&quot;": "\"",
	"&#34;": "\"",
	"&nbsp;": "\xA0",
	"&#160;": "\xA0",
	"&copy;": "©",
	"&#169;": "©",
	"&reg;": "®",
	"&#174;": "®",
	"&hellip;": "…",
	"&#8230;": "…",
	"&#x2F;": "/",
	"&#47;": "/"
}, Te = (e) => we[e], Ee = {
	bindI18n: "languageChanged",
	bindI18nStore: "",
	transEmptyNodeValue: "",
	transSupportBasicHtmlNodes: !0,
	transWrapTextNodes: "",
	transKeepBasicHtmlNodesFor: [
		"br",
		"strong",
		"i",
		"p"
	],
	useSuspense: !0,
	unescape: (e) => e.replace(Ce, Te),
	transDefaultProps: void 0
}, De = () => Ee, Oe, ke = (e) => {
	Oe = e;
}, Ae = () => Oe, je = {
	type: "3rdParty",
	init(e) {
		ke(e);
	}
}, Me = e(), Ne = class {
	constructor() {
		this.usedNamespaces = {};
	}
	addUsedNamespaces(e) {
		e.forEach((e) => {
			this.usedNamespaces[e] || (this.usedNamespaces[e] = !0);
		});
	}
	getUsedNamespaces() {
		return Object.keys(this.usedNamespaces);
	}
}, Pe = (e, t) => {
	if ($(t)) return t;
	if (Se(t) && $(t.defaultValue)) return t.defaultValue;
	if (typeof e == "function") return "";
	if (Array.isArray(e)) {
		let t = e[e.length - 1];
		return typeof t == "function" ? "" : t;
	}
	return e;
}, Fe = (e) => `${e.language}|${e.resolvedLanguage}|${e.languages?.join(",")}`, Ie = (e) => new Proxy(e, { get: (e, t) => t === "__original" ? e : Reflect.get(e, t) }), Le = {
	t: Pe,
	ready: !1
}, Re = () => () => {}, ze = (e, { bindI18n: t, bindI18nStore: n }, r) => (t && e.on(t, r), n && e.store.on(n, r), () => {
	t && e.off(t, r), n && e.store.off(n, r);
});
// c.mjs
console.log((e, c = {}) => {
	let { i18n: l } = c, { i18n: u, defaultNS: d } = n(Me) || {}, f = l || u || Ae();
	f && !f.reportNamespaces && (f.reportNamespaces = new Ne()), f || Z(f, "NO_I18NEXT_INSTANCE", "useTranslation: You will need to pass in an i18next instance by using initReactI18next or by passing it via props or context. In monorepo setups, make sure there is only one instance of react-i18next.");
	let p = i(() => ({
		...De(),
		...f?.options?.react,
		...c
	}), [f, c]), { useSuspense: m, keyPrefix: h, bindI18n: g, bindI18nStore: _ } = p, v = e || d || f?.options?.defaultNS, y = $(v) ? [v] : v || ["translation"], b = JSON.stringify(y), x = i(() => y, [b]);
	f?.reportNamespaces?.addUsedNamespaces?.(x);
	let S = a(0), C = t((e) => f ? ze(f, {
		bindI18n: g,
		bindI18nStore: _
	}, () => {
		S.current += 1, e();
	}) : Re, [
		f,
		g,
		_
	]), w = a(), T = t(() => {
		if (!f) return Le;
		let e = !!(f.isInitialized || f.initializedStoreOnce) && x.every((e) => xe(e, f, p)), t = c.lng || f.language, n = S.current, r = typeof h == "function" ? R(h, {
			...f.options,
			ns: x
		}) : h, i = w.current;
		if (i && i.i18n === f && i.ready === e && i.lng === t && i.namespaces === x && i.keyPrefix === r && i.revision === n) return i;
		let a = {
			t: f.getFixedT(t, p.nsMode === "fallback" ? x : x[0], h, { scopeNs: x }),
			i18n: f,
			ready: e,
			lng: t,
			namespaces: x,
			keyPrefix: r,
			revision: n
		};
		return w.current = a, a;
	}, [
		f,
		x,
		h,
		p,
		c.lng
	]), [E, D] = o(0), { t: O, ready: k } = s(C, T, T), A;
	f && m && !k && (A = new Promise((e) => {
		let t = () => e();
		c.lng ? be(f, c.lng, x, t) : Q(f, x, t);
	}), {t: O, ready: k} = T()), r(() => {
		if (f && !k && !m) {
			let e = () => D((e) => e + 1);
			c.lng ? be(f, c.lng, x, e) : Q(f, x, e);
		}
	}, [
		f,
		c.lng,
		x,
		k,
		m,
		E
	]);
	let j = f || {}, M = a(null), N = i(() => {
		let e = j, t = Fe(e);
		(M.current?.original !== e || M.current.lang !== t) && (M.current = {
			original: e,
			lang: t,
			wrapper: Ie(e)
		});
		let n = M.current.wrapper, r = !k && !m ? (...e) => (Z(f, "USE_T_BEFORE_READY", "useTranslation: t was called before ready. When using useSuspense: false, make sure to check the ready flag before using t."), O(...e)) : O, i = [
			r,
			n,
			k
		];
		return i.t = r, i.i18n = n, i.ready = k, i;
	}, [
		O,
		j,
		k,
		j.resolvedLanguage,
		j.language,
		j.languages
	]);
	if (f && m && !k) throw ve() && Z(f, "SUSPENDED_WHILE_LOADING", "useTranslation: suspended while translations are loading (useSuspense is true by default). Add a <Suspense> boundary above this component, or set react.useSuspense: false in the i18next init options. https://react.i18next.com/latest/usetranslation-hook"), A;
	return N;
}, je);
