package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.servlet.http.Cookie;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The token: random, well formed, compared whole, written for its owner only, presented in three ways. */
class AccessTokenTest {
    private static final String SECRET = "0123456789abcdef-XYZ";
    private final AccessToken token = new AccessToken(SECRET);

    @Test
    void onlyTheWholeTokenMatches() {
        assertTrue(token.matches(SECRET));
        assertFalse(token.matches(SECRET.substring(1)));
        assertFalse(token.matches(SECRET + "x"));
        assertFalse(token.matches(""));
        assertFalse(token.matches(null));
        assertEquals("AccessToken[hidden]", token.toString());
    }

    @Test
    void generatedTokensAreLongRandomAndSafeInAnAddress() {
        SecureRandom random = new SecureRandom();
        String one = AccessToken.generate(random).value();
        assertEquals(43, one.length(), one);
        assertTrue(AccessToken.WELL_FORMED.matcher(one).matches(), one);
        assertNotEquals(one, AccessToken.generate(random).value());
    }

    @Test
    void aMalformedTokenIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new AccessToken("short"));
        assertThrows(IllegalArgumentException.class, () -> new AccessToken("0123456789abcdef; Path=/"));
    }

    @Test
    void theFileIsTheOwnersOnly(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("data/web-token");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-rw-"));
        token.writeTo(file);
        assertEquals(SECRET + "\n", Files.readString(file));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }

    @Test
    void theTokenIsPresentedInTheHeaderTheQueryOrTheCookie() {
        TokenCheck check = new TokenCheck(token);
        assertEquals(TokenCheck.Proof.HEADER, check.check(presenting(null, "bearer  " + SECRET)));
        assertEquals(TokenCheck.Proof.QUERY, check.check(presenting("a=1&token=" + SECRET + "&b", null)));
        assertEquals(TokenCheck.Proof.COOKIE, check.check(presenting(null, null,
                new Cookie("other", "x"), new Cookie(TokenCheck.COOKIE, SECRET))));
        assertEquals(TokenCheck.Proof.NONE, check.check(presenting("token=" + SECRET + "0", "Basic " + SECRET,
                new Cookie(TokenCheck.COOKIE, "wrong"))));
        assertEquals(TokenCheck.Proof.NONE, check.check(presenting("xtoken=" + SECRET + "&%zz", "Bearer")));
        assertEquals("stratagem-token=" + SECRET + "; Path=/; HttpOnly; SameSite=Strict", check.setCookie());
    }

    private static jakarta.servlet.http.HttpServletRequest presenting(String query, String authorization, Cookie... cookies) {
        return new FakeExchange("10.0.0.1", "10.0.0.2", "/api/games", query, authorization, cookies).request();
    }
}
