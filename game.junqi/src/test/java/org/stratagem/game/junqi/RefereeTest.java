package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/** The referee: lineups checked, each turn judged, and what the seats are told, never a rank. */
class RefereeTest {
    private static final Variant DUEL = Variant.SIGUO.with(Map.of("variant", "duel"));
    /** Every line a seat may be told of a turn. */
    private static final Pattern TOLD = Pattern.compile(
            "RESULT [0-3] \\d+,\\d+ \\d+,\\d+ (MOVE|TAKE|TRADE|DIE)( FLAG \\d+,\\d+)*|OUT [0-3] (flag|nomoves|resigned|timeouts)"
                    + "|END (team02|team13|draw)");

    private static Referee standard(Variant variant, int first) {
        Lineup[] lineups = new Lineup[Board.SEATS];
        for (int seat = 0; seat < Board.SEATS; seat++) {
            lineups[seat] = variant.board().seated(seat) ? Lineup.STANDARD : null;
        }
        return new Referee(variant, lineups, first);
    }

    @Test
    void aLineupIsRefusedInOneLineNamingTheSeatAndTheToken() {
        NotationException mine = assertThrows(NotationException.class,
                () -> Referee.lineup(2, "38 E 36 E 37 34 . 35 . 34 39 33 . 36 E M . 40 . 38 B 37 35 34 B M F M 33 33"));
        assertEquals("seat 2: lineup token 15 (row 3, column 0): a mine outside rows 4-5", mine.getMessage());
        assertEquals("seat 1: a lineup has 30 tokens, not 2: '40 39'",
                assertThrows(NotationException.class, () -> Referee.lineup(1, "40 39")).getMessage());
        assertEquals("seat 0 has no lineup",
                assertThrows(NotationException.class, () -> new Referee(Variant.SIGUO, new Lineup[4], 0)).getMessage());
        assertEquals("seat 1 cannot move first: it is not on the duel board",
                assertThrows(NotationException.class, () -> standard(DUEL, 1)).getMessage());
    }

    @Test
    void eachSeatSeesItsOwnLineupAndItsPartnersWhereVisible() {
        Referee visible = standard(Variant.SIGUO, 0);
        assertEquals(List.of("LINEUP 1 " + Lineup.STANDARD, "LINEUP 3 " + Lineup.STANDARD), visible.lineupsSeenBy(1));
        Referee hidden = standard(Variant.SIGUO.with(Map.of("partner_visible", "0")), 0);
        assertEquals(List.of("LINEUP 1 " + Lineup.STANDARD), hidden.lineupsSeenBy(1));
        assertEquals(List.of("LINEUP 2 " + Lineup.STANDARD), standard(DUEL, 0).lineupsSeenBy(2), "a duel seat has no partner on the board");
    }

    /** Duel, default lineups: South's front row at y = 11 faces North's at y = 5, crossing at x = 6, 8, 10. */
    @Test
    void everyOutcomeIsToldWithoutARank() {
        Referee referee = standard(DUEL, 0);
        assertEquals(List.of("RESULT 0 6,11 6,5 TAKE"), referee.answer("MOVE 6,11 6,5").lines(), "38 takes 37");
        assertEquals(List.of("RESULT 2 8,5 8,11 TRADE"), referee.answer("MOVE 8,5 8,11").lines(), "36 against 36");
        assertEquals(List.of("RESULT 0 10,11 10,5 DIE"), referee.answer("MOVE 10,11 10,5\r").lines(), "37 against 38");
        assertEquals(List.of("RESULT 2 9,5 8,5 MOVE"), referee.answer("MOVE 9,5 8,5").lines());
        assertEquals(4, referee.turns());
        assertEquals(List.of("RESULT 0 6,11 6,5 TAKE", "RESULT 2 8,5 8,11 TRADE", "RESULT 0 10,11 10,5 DIE",
                "RESULT 2 9,5 8,5 MOVE"), referee.events());
    }

    @Test
    void missedTurnsAreCountedAndTheFifthPutsTheSeatOut() {
        Referee referee = standard(DUEL, 0);
        List<String> answers = List.of("PASS", "MOVE 6,11", "MOVE 0,0 6,10", "MOVE 7,16 7,15", "BEST 6,11 6,10");
        List<String> reasons = List.of("passed", "illegal move '6,11' is not a move x1,y1 x2,y2, PASS or RESIGN",
                "illegal move 0,0 is not a cell of the board", "illegal move 7,16 7,15: 7,15 holds a piece of seat 0's team",
                "malformed answer 'BEST 6,11 6,10'");
        for (int i = 0; i < answers.size(); i++) {
            Referee.Turn missed = referee.answer(answers.get(i));
            assertEquals(reasons.get(i), missed.missed());
            assertEquals(0, missed.seat());
            assertEquals(i + 1, referee.missed(0));
            if (i < answers.size() - 1) {
                assertEquals(List.of(), missed.lines(), "a missed turn is not told");
                assertEquals(List.of(), referee.miss("late").lines());
            } else {
                assertEquals(List.of("OUT 0 timeouts", "END team13"), missed.lines());
            }
        }
        assertEquals(Referee.TEAM13, referee.result());
        assertEquals("PASS 2 late", referee.events().get(1));
        assertThrows(IllegalStateException.class, () -> referee.answer("PASS"));
    }

    @Test
    void aResignationPutsTheSeatOutAndItsPartnerPlaysOn() {
        Referee referee = standard(Variant.SIGUO, 1);
        assertEquals(List.of("OUT 1 resigned"), referee.answer("RESIGN").lines());
        assertNull(referee.result());
        assertEquals(2, referee.toMove());
        assertEquals(List.of("RESIGN 1", "OUT 1 resigned"), referee.events());
    }

    /**
     * Seeded random games from random lineups: every line told matches the protocol, a FLAG is told exactly
     * when a commander dies and names the cell of its seat's flag, a flag taken puts its seat out for
     * {@code flag}, and the game ends with one END.
     */
    @Test
    void whatTheSeatsAreToldOfRandomGames() {
        SplittableRandom random = new SplittableRandom(31);
        MoveList moves = new MoveList();
        int flagsTold = 0;
        for (int game = 0; game < 100; game++) {
            Lineup[] lineups = {Lineup.random(random), Lineup.random(random), Lineup.random(random), Lineup.random(random)};
            Referee referee = new Referee(Variant.SIGUO, lineups, game % 4);
            int ends = 0;
            while (!referee.over()) {
                JunqiPosition before = referee.position();
                before.legalMoves(moves);
                int move = moves.get(random.nextInt(moves.size()));
                Referee.Turn turn = referee.move(move);
                JunqiPosition after = referee.position();
                for (String line : turn.lines()) {
                    assertTrue(TOLD.matcher(line).matches(), line);
                    ends += line.startsWith("END") ? 1 : 0;
                }
                String result = turn.lines().get(0);
                for (int seat = 0; seat < Board.SEATS; seat++) {
                    boolean revealed = after.flagRevealed(seat) && !before.flagRevealed(seat);
                    int flag = Piece.of(seat, Rank.FLAG);
                    for (int cell = 0; cell < after.board().size(); cell++) {
                        if ((after.code(cell) & Piece.IDENTITY) == flag) {
                            assertEquals(revealed, result.contains(" FLAG " + after.board().name(cell)), result);
                            flagsTold += revealed ? 1 : 0;
                        }
                    }
                }
                int target = before.code(JunqiPosition.to(move));
                if (target != Piece.EMPTY && Piece.rank(target) == Piece.FLAG) {
                    assertTrue(turn.lines().contains("OUT " + Piece.owner(target) + " flag"), turn.lines().toString());
                }
            }
            assertEquals(1, ends);
        }
        assertTrue(flagsTold > 0, "some commander died");
    }
}
