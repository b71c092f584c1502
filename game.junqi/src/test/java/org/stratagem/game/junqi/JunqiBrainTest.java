package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;

/** The jbrain brain: its answers, its errors, and what its seat's view holds. */
class JunqiBrainTest {

    /** Records every view and deadline it is given, and plays the first legal move. */
    private static final class Spy implements MoveChooser {
        private final List<String> calls = new ArrayList<>();
        private final MoveList moves = new MoveList();
        private SeatView begun;
        private long deadline;

        @Override
        public void begin(SeatView view) {
            begun = view;
            calls.add("begin");
        }

        @Override
        public void observe(SeatView view, Observation observation) {
            calls.add("observe " + observation.collision() + " " + (view.owner(observation.from()) == observation.seat()));
        }

        @Override
        public void eliminated(SeatView view, int seat) {
            calls.add("eliminated " + seat);
        }

        @Override
        public int choose(SeatView view, long deadline) {
            this.deadline = deadline;
            view.legalMoves(moves);
            return moves.get(0);
        }
    }

    private static JunqiBrain brain(MoveChooser chooser) {
        return new JunqiBrain(chooser, () -> Lineup.STANDARD);
    }

    @Test
    void aGameAsTheRefereeTellsItInAnyOrderOfLines() {
        Spy spy = new Spy();
        JunqiBrain brain = brain(spy);
        assertEquals(List.of("OK"), brain.answer("START siguo 1"));
        assertEquals(List.of(), brain.answer("INFO timeout_turn 500"));
        assertEquals(List.of(), brain.answer("INFO partner_visible 1"));
        assertEquals(List.of(Lineup.STANDARD.toString()), brain.answer("DEPLOY"));
        Lineup partner = Lineup.random(new SplittableRandom(3));
        assertEquals(List.of(), brain.answer("LINEUP 1 " + Lineup.STANDARD));
        assertEquals(List.of(), brain.answer("LINEUP 3 " + partner));
        assertEquals(List.of(), brain.answer("BEGIN 0"));
        Lineup[] lineups = {Lineup.random(new SplittableRandom(1)), Lineup.STANDARD, Lineup.random(new SplittableRandom(2)),
            partner};
        Referee referee = new Referee(Variant.SIGUO, lineups, 0);
        for (String line : referee.answer("MOVE 6,11 6,10").lines()) {
            assertEquals(List.of(), brain.answer(line));
        }
        long asked = System.nanoTime();
        List<String> move = brain.answer("GO");
        assertEquals(1, move.size());
        assertNull(referee.answer(move.get(0)).missed(), move.get(0));
        assertTrue(spy.deadline - asked <= 300_000_000L + 5_000_000L && spy.deadline - asked > 250_000_000L,
                "60% of 500 ms: " + (spy.deadline - asked));
        assertEquals(List.of("begin", "observe MOVE true"), spy.calls);
        SeatView view = spy.begun;
        for (int cell = 0; cell < view.board().size(); cell++) {
            int owner = view.owner(cell);
            if (owner == 0 || owner == 2) {
                assertNull(view.rank(cell), "an enemy rank on " + view.board().name(cell));
            } else if (owner >= 0) {
                assertNotNull(view.rank(cell), "the team's own rank on " + view.board().name(cell));
            }
        }
        assertEquals(List.of(), brain.answer("OUT 0 resigned"));
        assertEquals(List.of("begin", "observe MOVE true", "eliminated 0"), spy.calls);
        assertEquals(List.of(), brain.answer("END team13"));
        assertEquals(List.of("ERROR no game in progress: BEGIN first"), brain.answer("GO"));
    }

    @Test
    void withoutPartnerVisibilityThePartnersRanksStayHidden() {
        Spy spy = new Spy();
        JunqiBrain brain = brain(spy);
        brain.answer("START siguo 2");
        brain.answer("INFO partner_visible 0");
        brain.answer("DEPLOY");
        assertEquals(List.of(), brain.answer("BEGIN 2"), "its own lineup as deployed, without a LINEUP");
        SeatView view = spy.begun;
        for (int cell = 0; cell < view.board().size(); cell++) {
            int owner = view.owner(cell);
            assertEquals(owner == 2, owner >= 0 && view.rank(cell) != null, view.board().name(cell));
        }
    }

    @Test
    void aMalformedLineIsAnsweredWithAnErrorAndChangesNothing() {
        JunqiBrain brain = brain(new GreedyChooser(0));
        String[] conversation = {
            "DEPLOY", "ERROR no game announced: START first",
            "START chess 0", "ERROR --variant 'chess' is not siguo or duel",
            "START duel 1", "ERROR seat 1 does not play a duel",
            "START duel", "ERROR START takes 2 arguments, not 1",
            "START duel 2", "OK",
            "INFO timeout_turn soon", "ERROR INFO timeout_turn 'soon' is not a time of 1 to 86400000 ms",
            "INFO draw_after 0", "ERROR --draw_after '0' is not a number of turns from 1 to 10000",
            "INFO max_memory 1000", "",
            "BEGIN 0", "ERROR BEGIN without a lineup of seat 2: neither DEPLOY nor LINEUP 2",
            "LINEUP 1 " + Lineup.STANDARD, "ERROR LINEUP of seat 1, neither seat 2 nor its partner",
            "LINEUP 2 40", "ERROR a lineup has 30 tokens, not 1: '40'",
            "LINEUP 7 40", "ERROR '7' is not a seat 0..3",
            "RESULT 0 6,11 6,5 TAKE", "ERROR no game in progress: BEGIN first",
            "DEPLOY", Lineup.STANDARD.toString(),
            "BEGIN 0", "",
            "RESULT 0 6,11", "ERROR RESULT takes seat x1,y1 x2,y2 outcome [FLAG x,y]..., not 2 words",
            "RESULT 0 6,11 6,5 WIN", "ERROR 'WIN' is not an outcome MOVE, TAKE, TRADE or DIE",
            "RESULT 0 6,11 6,20 MOVE", "ERROR 6,20 is not a cell of the board",
            "RESULT 2 6,11 6,5 TAKE", "ERROR RESULT: no piece of seat 2 on 6,11",
            "RESULT 0 6,11 6,5 MOVE", "ERROR RESULT: 6,5 is not empty",
            "RESULT 0 6,11 7,11 TAKE", "ERROR RESULT: 7,11 holds no enemy piece to attack",
            "RESULT 0 6,11 6,5 TAKE FLAG 6,11", "ERROR RESULT: a FLAG on 6,11, where no flag can stand after the move",
            "OUT 0 bored", "ERROR OUT reason 'bored' is not flag, nomoves, resigned or timeouts",
            "YIELD 3", "UNKNOWN 'YIELD' is not a jbrain command",
            "   ", "",
        };
        for (int i = 0; i < conversation.length; i += 2) {
            String answer = conversation[i + 1];
            assertEquals(answer.isEmpty() ? List.of() : List.of(answer), brain.answer(conversation[i]), conversation[i]);
        }
        Referee referee = new Referee(Variant.SIGUO.with(Map.of("variant", "duel")), new Lineup[] {Lineup.STANDARD, null, Lineup.STANDARD, null}, 0);
        for (String line : referee.answer("MOVE 6,11 6,5").lines()) {
            assertEquals(List.of(), brain.answer(line), "the errors left the view as it was");
        }
        List<String> move = brain.answer("GO");
        assertNull(referee.answer(move.get(0)).missed(), move.get(0));
    }

    @Test
    void theBudgetKeepsASafetyMarginOfTheTurnTime() {
        JunqiBrain brain = brain(new GreedyChooser(0));
        assertEquals(600_000_000L, brain.budgetNanos(), "60% of the default second");
        brain.answer("INFO timeout_turn 150");
        assertEquals(90_000_000L, brain.budgetNanos(), "60% of a short turn too");
        brain.answer("INFO timeout_turn 1");
        assertEquals(1_000_000L, brain.budgetNanos(), "at least a millisecond");
    }

    /**
     * Seeded random lines, made of the protocol's words, cells, seats, numbers and noise, at every stage of a
     * game: each gets at most one line of answer and never an exception, and the brain still plays legally.
     */
    @Test
    void noLineBreaksTheBrain() {
        String[] words = {"START", "INFO", "DEPLOY", "LINEUP", "BEGIN", "GO", "RESULT", "OUT", "END", "siguo", "duel", "0", "1", "2",
            "3", "9", "-1", "6,11", "6,10", "6,5", "8,8", "99,99", "6,", ",", "MOVE", "TAKE", "TRADE", "DIE", "FLAG", "timeout_turn",
            "partner_visible", "hq_movable", "draw_after", "40", "E", "B", "M", "F", ".", "flag", "nomoves", "\t", "é", ""};
        SplittableRandom random = new SplittableRandom(12);
        JunqiBrain brain = brain(new GreedyChooser(1));
        Variant duel = Variant.SIGUO.with(Map.of("variant", "duel"));
        for (int round = 0; round < 200; round++) {
            for (int i = 0; i < 100; i++) {
                StringBuilder line = new StringBuilder();
                for (int n = random.nextInt(8); n >= 0; n--) {
                    line.append(words[random.nextInt(words.length)]).append(random.nextInt(4) == 0 ? "  " : " ");
                }
                List<String> answer = brain.answer(line.toString());
                assertTrue(answer.size() <= 1, line + " -> " + answer);
            }
            brain.answer("START duel 0");
            brain.answer("DEPLOY");
            brain.answer("BEGIN 0");
            Referee referee = new Referee(duel, new Lineup[] {Lineup.STANDARD, null, Lineup.STANDARD, null}, 0);
            assertNull(referee.answer(brain.answer("GO").get(0)).missed(), "round " + round);
        }
    }
}
