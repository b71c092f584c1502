package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.stratagem.launcher.cli.CommandLineIT.stratagem;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.stratagem.game.puzzles.klotski.KlotskiGame;
import org.stratagem.game.puzzles.klotski.KlotskiPosition;
import org.stratagem.launcher.cli.CommandLineIT.Run;

/**
 * End to end: {@code ./stratagem klotski} as a user runs it. Every solution printed is replayed on
 * the layout with the game's own rules and must reach the goal in the number of moves printed; the
 * census prints exactly the golden census (whose figures {@code KlotskiCensusTest} checks against
 * an independent reference); bad input gets one line and status 2.
 */
class KlotskiCommandLineIT {
    private static final Pattern SOLUTION = Pattern.compile(
            "\\{\"layout\": \"([^\"]*)\", \"metric\": \"(step|piece)\", \"moves\": (\\d+|null), \"solution\": \\[(.*)]}\\n");

    @Test
    void theClassicIsSolvedOptimallyInBothMetricsAndTheSolutionsReplay() throws Exception {
        assertEquals(116, replay(stratagem("", "klotski", "solve", "ACCB/ACCB/DEEF/DGHF/I..J", "--json"), "step"));
        assertEquals(81, replay(stratagem("", "klotski", "solve", "ACCB/ACCB/DEEF/DGHF/I..J", "--json", "--metric", "piece"),
                "piece"));
        assertEquals(179, replay(stratagem("", "klotski", "solve", "峰回路转", "--json"), "step"));
    }

    /** @return the number of moves of the printed solution, after replaying it to the goal */
    private static int replay(Run run, String metric) {
        assertEquals(0, run.status(), run.err());
        Matcher matcher = SOLUTION.matcher(run.out());
        assertTrue(matcher.matches(), run.out());
        assertEquals(metric, matcher.group(2));
        KlotskiGame game = new KlotskiGame();
        KlotskiPosition position = game.parsePosition(matcher.group(1));
        List<String> moves = new ArrayList<>();
        for (String quoted : matcher.group(4).split(", ")) {
            moves.add(quoted.substring(1, quoted.length() - 1));
        }
        for (String move : moves) {
            assertTrue(metric.equals("piece") || move.length() == 3, "a step moves one cell: " + move);
            position.makeMove(game.parseMove(position, move));
        }
        assertTrue(position.isTerminal() && position.terminalValue(0) == 0, "the solution reaches the goal");
        assertEquals(Integer.parseInt(matcher.group(3)), moves.size());
        return moves.size();
    }

    @Test
    void anUnsolvableLayoutHasNoMovesAndStatusZero() throws Exception {
        Run run = stratagem("", "klotski", "solve", "ACCB/ACCB/DEFG/DEHG/I..J", "--json");
        assertEquals(0, run.status(), run.err());
        assertEquals("{\"layout\": \"ACCB/ACCB/DEFG/DEHG/I..J\", \"metric\": \"step\", \"moves\": null, \"solution\": []}\n",
                run.out());
        Run human = stratagem("", "klotski", "solve", "zoutouwulu");
        assertTrue(human.out().startsWith("unsolvable"), human.out());
    }

    @Test
    void theHumanOutputIsTheCountThenTheMoves() throws Exception {
        Run run = stratagem("", "klotski", "solve", "hengdaolima", "--metric", "piece");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("81 moves (piece)", lines.get(0));
        assertEquals(82, lines.size());
    }

    @Test
    void theCensusPrintsTheGoldenCensus() throws Exception {
        Run run = stratagem("", "klotski", "census", "--json");
        assertEquals(0, run.status(), run.err());
        String golden = new String(KlotskiCommandLineIT.class.getResourceAsStream("/golden/klotski-census.json")
                .readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(golden, run.out());
    }

    @Test
    void layoutsListsTheNamedLayoutsThatSolveTakes() throws Exception {
        Run run = stratagem("", "klotski", "layouts", "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("{\"layouts\": [{\"name\": \"横刀立马\", \"pinyin\": \"hengdaolima\","
                + " \"layout\": \"ACCB/ACCB/DEEF/DGHF/I..J\"}, "), run.out());
        assertTrue(run.out().contains("{\"name\": \"峰回路转\", \"pinyin\": \"fenghuiluzhuan\", \"layout\": \"ABDE/CCFE/CCFG/.HHG/.IJJ\"}"),
                run.out());
        assertEquals("横刀立马 hengdaolima ACCB/ACCB/DEEF/DGHF/I..J", stratagem("", "klotski", "layouts").out().lines()
                .findFirst().orElseThrow());
    }

    @Test
    void badLayoutsAndArgumentsGetOneLineAndStatusTwo() throws Exception {
        for (List<String> arguments : List.of(List.of("solve", "ACCB/ACCB/DEEF/DGHF"), List.of("solve", "ACCB/ACCB/DEEF/DGHF/I..JK"),
                List.of("solve", "ACCB/ACCB/DEEF/DGHF/I.#J"), List.of("solve", "ACCB/ACCB/DEEF/DGAF/I..J"),
                List.of("solve", "ACCB/ACCB/DEEF/DGHF/IJ.J"), List.of("solve", "ACCB/ACCB/DDEF/DGHF/I..J"),
                List.of("solve", "ACCB/ACCB/GGHH/DDEE/I..J", "--metric", "cells"), List.of("solve"), List.of("census", "x"),
                List.of("layouts", "x"), List.of("solve", "--", "--help"), List.of("frobnicate"))) {
            List<String> command = new ArrayList<>(List.of("klotski"));
            command.addAll(arguments);
            Run run = stratagem("", command.toArray(String[]::new));
            assertEquals(2, run.status(), arguments + ": " + run.err());
            assertEquals(1, run.err().lines().count(), arguments + ": " + run.err());
            assertTrue(run.err().startsWith("klotski: "), run.err());
            assertEquals("", run.out());
        }
    }

    @Test
    void analyzeSolvesWithEitherPuzzleStrategyInTheGamesUnits() throws Exception {
        for (String strategy : List.of("bfs", "retrograde")) {
            Run run = stratagem("", "analyze", "klotski", "", "--strategy", strategy, "--movegen", "piece", "--json");
            assertEquals(0, run.status(), run.err());
            assertTrue(run.out().contains("\"score\": 81, \"proven\": true, \"result\": \"win\""), run.out());
        }
    }
}
