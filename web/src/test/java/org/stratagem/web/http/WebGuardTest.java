package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The guard without a server: what passes to the servlets (a request reaching the chain) and what is
 * refused with a one-line JSON 401 or 429, as the bound address, the token and the clients' rates say.
 */
class WebGuardTest {
    private static final String SECRET = "configured-token-0123456789";
    private static final String GENERATED = "generated-token-0123456789";
    private static final String LOCAL = "127.0.0.1";
    private static final String CLIENT = "192.0.2.7";
    private static final String PUBLIC = "192.0.2.2";

    @TempDir
    Path data;
    private long now;
    private final List<String> passed = new ArrayList<>();

    private WebGuard guard(String token, String host, int burst, int inProgress) {
        WebGuard guard = new WebGuard(data.resolve("web-token"), LOCAL, new AccessToken(GENERATED), () -> now);
        guard.apply(token, host, burst, 60, inProgress);
        return guard;
    }

    private FakeExchange send(WebGuard guard, FakeExchange exchange) throws IOException, ServletException {
        guard.doFilter(exchange.request(), exchange.response(), (request, response) -> passed.add(IndexServlet.path(
                (HttpServletRequest) request)));
        return exchange;
    }

    @Test
    void onLoopbackNothingIsAskedAndNoTokenIsPrinted() throws Exception {
        WebGuard guard = guard("", null, 100, 10);
        send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games"));
        send(guard, FakeExchange.of(LOCAL, LOCAL, "/"));
        assertEquals(List.of("/api/games", "/"), passed);
        assertNull(guard.tokenFor("127.0.0.1"));
        assertNull(guard.tokenFor("::1"));
        assertFalse(Files.exists(data.resolve("web-token")));
    }

    @Test
    void boundElsewhereEveryRequestButThePagesFilesNeedsTheToken() throws Exception {
        WebGuard guard = guard("", "0.0.0.0", 100, 10);
        for (String path : List.of("/api/games", "/api/sessions/0123456789ab/events", "/")) {
            FakeExchange refused = send(guard, FakeExchange.of(LOCAL, LOCAL, path));
            assertEquals(401, refused.status, path);
            assertEquals("Bearer", refused.headers.get("WWW-Authenticate"));
            assertTrue(error(refused).startsWith("a token is required"), refused.body());
        }
        send(guard, FakeExchange.of(CLIENT, PUBLIC, "/gomoku.html"));
        send(guard, new FakeExchange(CLIENT, PUBLIC, "/api/games", null, "Bearer " + GENERATED));
        FakeExchange page = send(guard, new FakeExchange(CLIENT, PUBLIC, "/", "token=" + GENERATED, null));
        assertEquals("stratagem-token=" + GENERATED + "; Path=/; HttpOnly; SameSite=Strict", page.headers.get("Set-Cookie"));
        send(guard, new FakeExchange(CLIENT, PUBLIC, "/api/services/events", null, null,
                new Cookie(TokenCheck.COOKIE, GENERATED)));
        assertEquals(List.of("/gomoku.html", "/api/games", "/", "/api/services/events"), passed);
        assertEquals(401, send(guard, new FakeExchange(CLIENT, PUBLIC, "/api/games", null, "Bearer " + SECRET)).status);
    }

    @Test
    void theTokenRequiredIsPrintedAndWrittenForItsOwnerOnly() throws Exception {
        WebGuard guard = guard("", "0.0.0.0", 100, 10);
        assertEquals(GENERATED, guard.tokenFor("0.0.0.0"));
        Path file = data.resolve("web-token");
        assertEquals(GENERATED + "\n", Files.readString(file));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        guard.apply("", "localhost", 100, 60, 10);
        guard.init(null);
        assertFalse(Files.exists(file), "a server that requires no token leaves no token file");
        guard.apply("", PUBLIC, 100, 60, 10);
        assertTrue(Files.exists(file), "a serving guard writes the token when its server is bound elsewhere");
    }

    @Test
    void aRequestThatCameInOnAnotherAddressNeedsTheTokenWhateverTheSettingsSay() throws Exception {
        WebGuard guard = guard("", LOCAL, 100, 10);
        assertEquals(401, send(guard, FakeExchange.of(CLIENT, PUBLIC, "/api/games")).status);
        assertEquals(401, send(guard, FakeExchange.of(CLIENT, null, "/api/games")).status);
        assertEquals(List.of(), passed);
    }

    @Test
    void aConfiguredTokenIsRequiredOnLoopbackToo() throws Exception {
        WebGuard guard = guard(SECRET, LOCAL, 100, 10);
        assertEquals(SECRET, guard.tokenFor(LOCAL));
        assertEquals(401, send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games")).status);
        assertEquals(401, send(guard, new FakeExchange(LOCAL, LOCAL, "/api/games", null, "Bearer " + GENERATED)).status);
        send(guard, new FakeExchange(LOCAL, LOCAL, "/api/games", null, "Bearer " + SECRET));
        assertEquals(List.of("/api/games"), passed);
    }

    @Test
    void onTheDefaultLoopbackBindingOnlyRequestsAddressedToALoopbackNamePass() throws Exception {
        WebGuard guard = guard("", null, 100, 10);
        List<String> names = List.of("127.0.0.1:" + FakeExchange.PORT, "localhost:" + FakeExchange.PORT, "LocalHost",
                "[::1]:" + FakeExchange.PORT, "[::1]", "127.0.0.1");
        for (String name : names) {
            send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games").addressedTo(name));
        }
        send(guard, FakeExchange.of(LOCAL, LOCAL, "/").addressedTo(null));
        assertEquals(7, passed.size(), "every loopback name, and a request without Host (HTTP/1.0)");
        for (String name : List.of("attacker.example:" + FakeExchange.PORT, "attacker.example", "127.0.0.1:8421",
                "localhost.attacker.example:" + FakeExchange.PORT, "127.0.0.2:" + FakeExchange.PORT, "[::1]:80",
                "[::1", "localhost:", "0.0.0.0:" + FakeExchange.PORT, "", "127.0.0.1:" + FakeExchange.PORT + "@evil")) {
            for (String path : List.of("/api/games", "/gomoku.html", "/api/sessions/0123456789ab/events")) {
                FakeExchange refused = send(guard, FakeExchange.of(LOCAL, LOCAL, path).addressedTo(name));
                assertEquals(403, refused.status, name + " " + path);
                assertEquals("this server answers requests addressed to localhost, 127.0.0.1 or [::1] with its port,"
                        + " not to '" + name + "' (a defence against DNS rebinding); to reach it by another name,"
                        + " configure a token (token in conf/org.stratagem.web.cfg)", error(refused));
            }
        }
        assertEquals(7, passed.size());
    }

    @Test
    void whereTheTokenIsRequiredItGuardsWhateverTheHostSays() throws Exception {
        WebGuard configured = guard(SECRET, LOCAL, 100, 10);
        send(configured, new FakeExchange(LOCAL, LOCAL, "/api/games", null, "Bearer " + SECRET).addressedTo("stratagem.lan"));
        assertEquals(401, send(configured, FakeExchange.of(LOCAL, LOCAL, "/api/games").addressedTo("stratagem.lan")).status);
        WebGuard bound = guard("", "0.0.0.0", 100, 10);
        send(bound, new FakeExchange(CLIENT, PUBLIC, "/api/games", null, "Bearer " + GENERATED).addressedTo("192.0.2.2:8420"));
        assertEquals(401, send(bound, FakeExchange.of(CLIENT, PUBLIC, "/api/games").addressedTo("192.0.2.2:8420")).status);
        assertEquals(List.of("/api/games", "/api/games"), passed);
    }

    @Test
    void theSettingsComeFromConfigurationAdminAndUntilThenEveryRequestWaits() throws Exception {
        WebGuard guard = new WebGuard(data.resolve("web-token"), LOCAL, new AccessToken(GENERATED), () -> now);
        FakeExchange early = send(guard, FakeExchange.of(LOCAL, LOCAL, "/gomoku.html"));
        assertEquals(503, early.status);
        assertEquals("1", early.headers.get("Retry-After"));
        assertEquals("the web interface is starting; try again in 1 s", error(early));
        guard.updated(new Hashtable<>(Map.of("token", SECRET, "burst", "1", "requestsPerMinute", 60L)));
        assertEquals(SECRET, guard.tokenFor(LOCAL));
        assertEquals(401, send(guard, FakeExchange.of(CLIENT, LOCAL, "/api/games")).status);
        send(guard, new FakeExchange(LOCAL, LOCAL, "/api/games", null, "Bearer " + SECRET));
        assertEquals(429, send(guard, new FakeExchange(LOCAL, LOCAL, "/api/games", null, "Bearer " + SECRET)).status,
                "a burst of 1");
        guard.updated(null);
        assertNull(guard.tokenFor(LOCAL), "without a configuration, loopback needs no token");
        guard.updated(new Hashtable<>(Map.of("burst", "many", "requestsPerMinute", " 60 ")));
        for (int i = 0; i < 100; i++) {
            send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games"));
        }
        assertEquals(429, send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games")).status, "a malformed burst is 100");
        assertEquals(101, passed.size(), "one request with the token, then the burst of 100");
    }

    @Test
    void aMalformedConfiguredTokenRequiresTheGeneratedOne() throws Exception {
        WebGuard guard = guard("short", LOCAL, 100, 10);
        assertEquals(GENERATED, guard.tokenFor(LOCAL));
        assertEquals(401, send(guard, new FakeExchange(LOCAL, LOCAL, "/api/games", null, "Bearer short")).status);
    }

    @Test
    void beyondItsBurstAClientWaitsForItsRate() throws Exception {
        WebGuard guard = guard("", LOCAL, 2, 10);
        send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games"));
        send(guard, FakeExchange.of(LOCAL, LOCAL, "/gomoku.html"));
        FakeExchange refused = send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games"));
        assertEquals(429, refused.status);
        assertEquals("1", refused.headers.get("Retry-After"));
        assertEquals("too many requests: 60 a minute at most; try again in 1 s", error(refused));
        send(guard, FakeExchange.of("::1", "::1", "/api/games"));
        now = 1_000_000_000L;
        send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games"));
        assertEquals(List.of("/api/games", "/gomoku.html", "/api/games", "/api/games"), passed);
    }

    @Test
    void unauthorisedRequestsCountAgainstTheRateToo() throws Exception {
        WebGuard guard = guard("", "0.0.0.0", 2, 10);
        send(guard, new FakeExchange(CLIENT, PUBLIC, "/api/games", null, "Bearer guess-number-one-000"));
        send(guard, new FakeExchange(CLIENT, PUBLIC, "/api/games", null, "Bearer guess-number-two-000"));
        assertEquals(429, send(guard, new FakeExchange(CLIENT, PUBLIC, "/api/games", null, "Bearer " + GENERATED)).status);
    }

    @Test
    void aClientHasSoManyRequestsInProgressAtOnce() throws Exception {
        WebGuard guard = guard("", LOCAL, 100, 1);
        List<Integer> inside = new ArrayList<>();
        guard.doFilter(FakeExchange.of(LOCAL, LOCAL, "/api/services/events").request(),
                FakeExchange.of(LOCAL, LOCAL, "").response(), (request, response) -> {
                    inside.add(send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games")).status);
                    inside.add(send(guard, FakeExchange.of("::1", "::1", "/api/games")).status);
                });
        assertEquals(List.of(429, 0), inside, "the same client is refused while its stream is open; another is not");
        send(guard, FakeExchange.of(LOCAL, LOCAL, "/api/games"));
        assertEquals(List.of("/api/games", "/api/games"), passed, "the slot is free again once the stream ends");
    }

    @Test
    void anIpv6ClientIsKeyedByItsNetwork() {
        assertEquals(WebGuard.client("2001:db8:1:2::1"), WebGuard.client("2001:db8:1:2:ffff::9"));
        assertFalse(WebGuard.client("2001:db8:1:2::1").equals(WebGuard.client("2001:db8:1:3::1")));
        assertEquals("192.0.2.7", WebGuard.client("192.0.2.7"));
        assertEquals("192.0.2.7", WebGuard.client("::ffff:192.0.2.7"));
    }

    private static String error(FakeExchange refused) {
        assertEquals(1, refused.body().lines().count(), refused.body());
        return JsonParser.parseString(refused.body()).getAsJsonObject().get("error").getAsString();
    }
}
