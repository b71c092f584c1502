package org.stratagem.web.http;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;

/**
 * How a request shows that it knows the {@link AccessToken}: an {@code Authorization: Bearer TOKEN}
 * header (scripts), the {@value #COOKIE} cookie (the pages' calls and event streams, which cannot set
 * headers), or a {@code ?token=TOKEN} query (the address the web command prints, opened in a browser,
 * which is answered with the cookie). The query is read from the raw query string, never with
 * {@code getParameter}, which would read a form body; a token is made of characters that a URL and a
 * cookie carry as they are ({@link AccessToken#WELL_FORMED}), so nothing is decoded.
 */
final class TokenCheck {
    /** The cookie that carries the token, set when a query presented it. */
    static final String COOKIE = "stratagem-token";
    /** The query parameter that carries the token. */
    static final String QUERY = "token";
    private static final String BEARER = "bearer ";

    /** Where a request presented the token. */
    enum Proof {
        /** Nowhere, or not the right one. */
        NONE,
        /** In the {@code Authorization} header. */
        HEADER,
        /** In the cookie. */
        COOKIE,
        /** In the query: the response sets the cookie. */
        QUERY
    }

    private final AccessToken token;

    /**
     * @param token the token requests must present
     */
    TokenCheck(AccessToken token) {
        this.token = token;
    }

    /** @return the token requests must present */
    AccessToken token() {
        return token;
    }

    /**
     * @param request a request
     * @return where it presented the right token, or {@link Proof#NONE}
     */
    Proof check(HttpServletRequest request) {
        if (token.matches(bearer(request.getHeader("Authorization")))) {
            return Proof.HEADER;
        }
        if (token.matches(query(request.getQueryString()))) {
            return Proof.QUERY;
        }
        return token.matches(cookie(request.getCookies())) ? Proof.COOKIE : Proof.NONE;
    }

    /**
     * @return the {@code Set-Cookie} value that lets a browser's later requests through: the whole site,
     *         never sent by script (HttpOnly) nor with a request that another site starts (SameSite=Strict),
     *         and gone when the browser closes
     */
    String setCookie() {
        return COOKIE + "=" + token.value() + "; Path=/; HttpOnly; SameSite=Strict";
    }

    private static String bearer(String header) {
        return header != null && header.regionMatches(true, 0, BEARER, 0, BEARER.length())
                ? header.substring(BEARER.length()).strip() : null;
    }

    private static String query(String query) {
        if (query == null) {
            return null;
        }
        for (String pair : query.split("&")) {
            if (pair.startsWith(QUERY + "=")) {
                return pair.substring(QUERY.length() + 1);
            }
        }
        return null;
    }

    private static String cookie(Cookie[] cookies) {
        if (cookies != null) {
            for (Cookie cookie : cookies) {
                if (COOKIE.equals(cookie.getName())) {
                    return cookie.getValue();
                }
            }
        }
        return null;
    }
}
