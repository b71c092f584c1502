package org.stratagem.launcher.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.testkit.command.CommandConventions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

class SearchOptionsTest {

    /** A command's arguments with the search options mixed in, as analyze and session go have them. */
    static final class Arguments {
        @Parameters(arity = "0..*")
        List<String> words;

        @Mixin
        SearchOptions search = new SearchOptions();
    }

    static SearchOptions parse(String... arguments) {
        return CommandConventions.parse(new Arguments(), List.of(arguments)).search;
    }

    private static String error(String... arguments) {
        return assertThrows(NotationException.class, () -> parse(arguments)).getMessage();
    }

    @Test
    void theLimitsAndTheChoiceAreWhatWasGiven() {
        SearchOptions options = parse("--depth", "7", "--time", "250", "--nodes", "9", "--threads", "2", "--memory", "4",
                "--strategy", "mcts", "--evaluator", "pattern");
        assertEquals(new SearchLimits(7, 9, 250, 4, 2), options.limits());
        assertEquals(new Choice("mcts", null, "pattern"), options.choice());
        assertEquals(new SearchLimits(0, 0, 0, 0, 1), parse().limits(), "no limit where none is given, one thread");
        assertEquals(Choice.NONE, parse().choice());
    }

    @Test
    void aSearchByTimeAloneRunsOnTheProcessorsUnlessTheThreadsAreGiven() {
        int processors = Math.min(Runtime.getRuntime().availableProcessors(), SearchOptions.MOST_DEFAULT_THREADS);
        assertEquals(new SearchLimits(0, 0, 2000, 0, processors), parse("--time", "2000").limits());
        assertEquals(new SearchLimits(0, 0, 2000, 0, 1), parse("--time", "2000", "--threads", "1").limits());
        assertEquals(new SearchLimits(6, 0, 2000, 0, 1), parse("--time", "2000", "--depth", "6").limits(), "reproducible");
        assertEquals(new SearchLimits(0, 500, 2000, 0, 1), parse("--time", "2000", "--nodes", "500").limits());
        assertEquals(new SearchLimits(5, 0, 0, 0, 1), parse("--depth", "5").limits());
    }

    @Test
    void eachNumberIsCheckedAgainstItsRange() {
        assertEquals("--depth 0 is not in 1..1000", error("--depth", "0"));
        assertEquals("--time 86400001 is not in 1..86400000", error("--time", "86400001"));
        assertEquals("--threads 257 is not in 1..256", error("--threads", "257"));
        assertEquals("--nodes -1 is not in 1..9223372036854775807", error("--nodes", "-1"));
        assertEquals("invalid value for option '--depth': 'seven' is not a long", error("--depth", "seven"));
    }

    @Test
    void moreMemoryThanTheHeapCanHoldIsRefusedWithTheRoomThereIs() {
        long room = HeapRoom.tableMegabytes();
        long asked = 2 * room + 64;
        if (asked <= 65_536) {
            String message = error("--memory", String.valueOf(asked));
            Matcher said = Pattern.compile("--memory " + asked + ": the Java heap can hold (\\d+) MiB of tables at most; .*").matcher(message);
            assertTrue(said.matches(), message);
            long told = Long.parseLong(said.group(1));
            assertTrue(Math.abs(told - room) <= room / 4 + 64,
                    "the room there is, give or take what the heap did between the readings: " + told + " MiB against " + room);
        }
        assertEquals("--memory 0 is not in 1..65536", error("--memory", "0"));
    }

    @Test
    void anOptionGivenTwiceIsRefused() {
        assertEquals("option '--depth' (D) should be specified only once", error("--depth", "3", "--depth", "4"));
    }
}
