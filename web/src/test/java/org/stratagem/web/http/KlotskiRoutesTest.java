package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.stratagem.web.api.CommandRunner;

/**
 * The Klotski endpoints without a server: a fake {@code klotski} command records its arguments. Bad input
 * is a one-line 4xx that names what is wrong and runs no command; the census is run once.
 */
class KlotskiRoutesTest {
    private static final String LIST = "{\"services\": [{\"kind\": \"game\", \"id\": \"klotski\", \"game\": \"klotski\","
            + " \"ranking\": 0, \"bundle\": \"p\", \"version\": \"1\"}]}";
    private static final String SOLUTION = "{\"layout\": \"ACCB/ACCB/DEEF/DGHF/I..J\", \"metric\": \"piece\", \"moves\": 81,"
            + " \"solution\": [\"G D\"]}";

    private final List<List<String>> runs = new ArrayList<>();
    private CommandRunner.Outcome outcome = new CommandRunner.Outcome(0, SOLUTION + "\n", "");
    private final CommandRunner runner = (name, arguments, input) -> {
        if (name.equals("list")) {
            return new CommandRunner.Outcome(0, LIST, "");
        }
        List<String> run = new ArrayList<>(List.of(name));
        run.addAll(arguments);
        runs.add(run);
        return outcome;
    };
    private final Api api = new Api(runner, new Catalog(runner, List.of(ApiTest.game("klotski", Set.of()))),
            new RecordingSessions(), new RecordingMatches());

    @Test
    void solveRunsTheCommandWithTheMetricAndTheLayoutAfterTheOptions() {
        Reply reply = api.handle("POST", "/klotski/solve", "{\"layout\": \"--json\", \"metric\": \"piece\"}");
        assertEquals(200, reply.status(), reply.body());
        assertEquals(SOLUTION, reply.body());
        api.handle("POST", "/klotski/solve", "{\"layout\": \"横刀立马\"}");
        assertEquals(List.of(List.of("klotski", "solve", "--metric", "piece", "--json", "--", "--json"),
                List.of("klotski", "solve", "--metric", "step", "--json", "--", "横刀立马")), runs);
    }

    @Test
    void badInputIsA400ThatSaysWhatAndRunsNothing() {
        assertEquals("missing field 'layout'", error(api.handle("POST", "/klotski/solve", "{}"), 400));
        assertEquals("the body is not JSON", error(api.handle("POST", "/klotski/solve", "{layout"), 400));
        assertEquals("the body must be a JSON object", error(api.handle("POST", "/klotski/solve", "\"ACCB\""), 400));
        assertEquals("field 'layout' must be a string", error(api.handle("POST", "/klotski/solve", "{\"layout\": 5}"), 400));
        assertEquals("field 'layout' must be a layout or a layout's name",
                error(api.handle("POST", "/klotski/solve", "{\"layout\": \"  \"}"), 400));
        assertEquals("field 'metric' must be 'step' or 'piece'",
                error(api.handle("POST", "/klotski/solve", "{\"layout\": \"x\", \"metric\": \"cells\"}"), 400));
        assertEquals("field 'metric' must be a string",
                error(api.handle("POST", "/klotski/solve", "{\"layout\": \"x\", \"metric\": [\"step\"]}"), 400));
        assertEquals("unknown field 'strategy'",
                error(api.handle("POST", "/klotski/solve", "{\"layout\": \"x\", \"strategy\": \"bfs\"}"), 400));
        assertEquals(List.of(), runs);
    }

    @Test
    void theCommandsVerdictDecidesTheStatus() {
        outcome = new CommandRunner.Outcome(CommandRunner.BAD_INPUT, "",
                "klotski: layout 'ACCB/ACCB/DEEF/DGHF/I.J': row 5 'I.J' has 3 cells, expected 4");
        assertEquals("klotski: layout 'ACCB/ACCB/DEEF/DGHF/I.J': row 5 'I.J' has 3 cells, expected 4",
                error(api.handle("POST", "/klotski/solve", "{\"layout\": \"ACCB/ACCB/DEEF/DGHF/I.J\"}"), 400));
        outcome = new CommandRunner.Outcome(CommandRunner.FAILURE, "", "klotski: internal error: out of memory");
        assertEquals("klotski: internal error: out of memory", error(api.handle("GET", "/klotski/census", ""), 500));
    }

    @Test
    void theCensusAndTheLayoutsAreRunOnceAndThenAnsweredFromMemory() {
        outcome = new CommandRunner.Outcome(0, "{\"groups\": []}\n", "");
        assertEquals("{\"groups\": []}", api.handle("GET", "/klotski/census", "").body());
        assertEquals("{\"groups\": []}", api.handle("GET", "/klotski/census", "").body());
        outcome = new CommandRunner.Outcome(0, "{\"layouts\": []}\n", "");
        assertEquals("{\"layouts\": []}", api.handle("GET", "/klotski/layouts", "").body());
        assertEquals("{\"layouts\": []}", api.handle("GET", "/klotski/layouts", "").body());
        assertEquals(List.of(List.of("klotski", "census", "--json"), List.of("klotski", "layouts", "--json")), runs);
    }

    @Test
    void aFailedCensusIsNotKept() {
        outcome = new CommandRunner.Outcome(CommandRunner.FAILURE, "", "klotski: the retrograde strategy threw");
        assertEquals(500, api.handle("GET", "/klotski/census", "").status());
        outcome = new CommandRunner.Outcome(0, "{\"groups\": []}\n", "");
        assertEquals(200, api.handle("GET", "/klotski/census", "").status());
        assertEquals(2, runs.size());
    }

    @Test
    void beyondTheConcurrentSearchesASolveIsA503() throws Exception {
        CountDownLatch running = new CountDownLatch(Api.CONCURRENT_SEARCHES);
        CountDownLatch release = new CountDownLatch(1);
        CommandRunner slow = (name, arguments, input) -> {
            if (name.equals("list")) {
                return new CommandRunner.Outcome(0, LIST, "");
            }
            running.countDown();
            try {
                release.await();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
            return new CommandRunner.Outcome(0, SOLUTION, "");
        };
        Api busy = new Api(slow, new Catalog(slow, List.of(ApiTest.game("klotski", Set.of()))), new RecordingSessions(),
                new RecordingMatches());
        List<Thread> solving = new ArrayList<>();
        for (int i = 0; i < Api.CONCURRENT_SEARCHES; i++) {
            Thread thread = new Thread(() -> busy.handle("POST", "/klotski/solve", "{\"layout\": \"x\"}"));
            thread.start();
            solving.add(thread);
        }
        running.await();
        Reply refused = busy.handle("POST", "/klotski/solve", "{\"layout\": \"x\"}");
        assertTrue(error(refused, 503).startsWith("busy: "), refused.body());
        assertEquals(Map.of("Retry-After", "1"), refused.headers());
        release.countDown();
        for (Thread thread : solving) {
            thread.join();
        }
    }

    @Test
    void wrongMethodsUnknownEndpointsAndAMissingGame() {
        assertEquals(Map.of("Allow", "POST"), api.handle("GET", "/klotski/solve", "").headers());
        assertEquals(Map.of("Allow", "GET"), api.handle("POST", "/klotski/census", "").headers());
        assertEquals(Map.of("Allow", "GET"), api.handle("DELETE", "/klotski/layouts", "").headers());
        assertEquals("no such endpoint: /api/klotski/solve/x", error(api.handle("POST", "/klotski/solve/x", ""), 404));
        assertEquals("no such endpoint: /api/klotski/", error(api.handle("GET", "/klotski/", ""), 404));
        assertEquals("no such endpoint: /api/klotski", error(api.handle("GET", "/klotski", ""), 404));
        CommandRunner none = (name, arguments, input) -> new CommandRunner.Outcome(0, "{\"services\": []}", "");
        Api without = new Api(none, new Catalog(none, List.of()), new RecordingSessions(), new RecordingMatches());
        assertEquals("no game 'klotski'", error(without.handle("POST", "/klotski/solve", "{\"layout\": \"x\"}"), 404));
        assertEquals("no game 'klotski'", error(without.handle("GET", "/klotski/census", ""), 404));
        assertEquals(List.of(), runs);
    }

    private static String error(Reply reply, int status) {
        assertEquals(status, reply.status(), reply.body());
        assertEquals(1, reply.body().lines().count(), reply.body());
        return JsonParser.parseString(reply.body()).getAsJsonObject().get("error").getAsString();
    }
}
