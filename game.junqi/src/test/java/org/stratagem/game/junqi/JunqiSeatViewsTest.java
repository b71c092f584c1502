package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.SeatViews;
import org.stratagem.engine.api.SeatViews.Chance;
import org.stratagem.engine.api.SeatViews.View;

/**
 * The game from one seat ({@link JunqiSeatViews}), against the referee's truth in seeded random games: every
 * piece on its true cell with its owner, its true rank always among those given, a rank given as seen only
 * where the seat was shown it, the ranks those of a seat's beliefs fed move by move from the referee's
 * outcomes alone ({@link Observed}), the probabilities summing to one; a collision the seat's own piece lost
 * narrows the winner to the ranks that beat it; the enemies' lineups never change what a seat is shown.
 */
class JunqiSeatViewsTest {
    private static final double EPSILON = 1e-9;

    private static SeatViews<JunqiPosition> views(JunqiGame game) {
        return SeatViews.of(game).orElseThrow();
    }

    @Test
    void seededRandomGamesShowTheTruthAmongThePossibleRanksAndNothingMore() {
        int narrowed = 0;
        for (String variant : new String[] {"siguo", "duel"}) {
            for (String partners : new String[] {"1", "0"}) {
                SplittableRandom random = new SplittableRandom(variant.hashCode() * 17L + partners.hashCode());
                for (int game = 0; game < 3; game++) {
                    narrowed += playAndCheck(new JunqiGame().variant(Map.of("variant", variant, "partner_visible", partners,
                            "lineup", "random:" + random.nextLong())), random);
                }
            }
        }
        assertTrue(narrowed >= 3, "only " + narrowed + " collisions lost by a seat's own piece to a hidden one");
    }

    /** @return how many collisions lost by a watching seat's own piece were checked to narrow the winner */
    private static int playAndCheck(JunqiGame game, SplittableRandom random) {
        JunqiPosition start = game.parsePosition("");
        JunqiPosition position = start.copy();
        Beliefs[] beliefs = Observed.atStart(start.variant());
        Beliefs[] watching = Arrays.stream(beliefs).filter(b -> b != null).toArray(Beliefs[]::new);
        MoveList legal = new MoveList();
        int[] played = new int[400];
        int plies = 0;
        int narrowed = 0;
        while (!position.isTerminal() && plies < played.length) {
            position.legalMoves(legal);
            int move = legal.get(random.nextInt(legal.size()));
            int from = JunqiPosition.from(move);
            int to = JunqiPosition.to(move);
            int attacker = position.code(from);
            int defender = position.code(to);
            int mover = position.turn();
            played[plies++] = move;
            Collision clash = Observed.play(position, move, watching);
            if (clash == Collision.DIE && narrowed < 3 && !beliefs[mover].sees(Piece.owner(defender))) {
                narrowed += checkNarrowed(game, start, Arrays.copyOf(played, plies), mover, attacker, defender, to);
            }
            if (plies % 40 == 0 || position.isTerminal()) {
                for (Beliefs belief : watching) {
                    check(views(game).view(start, Arrays.copyOf(played, plies), belief.seat()), position, belief);
                }
            }
        }
        return narrowed;
    }

    /** Every piece of the view against the true position and the beliefs fed from the outcomes alone. */
    private static void check(View view, JunqiPosition position, Beliefs beliefs) {
        Board board = position.board();
        int seat = beliefs.seat();
        assertEquals(seat, view.seat());
        Set<String> cells = new HashSet<>();
        for (SeatViews.Piece piece : view.pieces()) {
            String where = "seat " + seat + "'s view of " + piece.cell();
            int cell = JunqiGame.cell(board, piece.cell());
            cells.add(piece.cell());
            int code = position.code(cell);
            assertNotEquals(Piece.EMPTY, code, where + ": no piece there");
            int owner = Piece.owner(code);
            Rank truth = Rank.ALL[Piece.rank(code)];
            assertEquals(owner, piece.owner(), where);
            List<String> ranks = piece.ranks().stream().map(Chance::rank).toList();
            assertTrue(ranks.contains(truth.token()), where + ": the true " + truth.token() + " is not among " + ranks);
            boolean shown = beliefs.sees(owner) || truth == Rank.FLAG && position.flagRevealed(owner);
            assertEquals(shown, piece.seen(), where + ": seen");
            for (Chance chance : piece.ranks()) {
                assertTrue((beliefs.mask(cell) & Collision.bit(Rank.ofToken(chance.rank()))) != 0,
                        where + ": " + chance.rank() + " is not a rank the seat's own beliefs allow");
                assertTrue(chance.probability() > 0 && chance.probability() <= 1 + EPSILON, where + ": " + chance);
            }
            assertEquals(1, piece.ranks().stream().mapToDouble(Chance::probability).sum(), 1e-6, where + ": the sum");
            for (int i = 1; i < piece.ranks().size(); i++) {
                assertTrue(piece.ranks().get(i - 1).probability() >= piece.ranks().get(i).probability(), where + ": order");
            }
        }
        Set<String> occupied = new HashSet<>();
        for (int cell = 0; cell < board.size(); cell++) {
            if (position.code(cell) != Piece.EMPTY) {
                occupied.add(board.name(cell));
            }
        }
        assertEquals(occupied, cells, "the cells of seat " + seat + "'s view");
    }

    /**
     * The seat's own piece (known to it) died attacking a hidden piece: the defender keeps only ranks it had before
     * that beat the attacker, the truth among them.
     *
     * @return 1 if the defender could be of a rank that does not beat the attacker before, so that it narrowed
     */
    private static int checkNarrowed(JunqiGame game, JunqiPosition start, int[] moves, int seat, int attacker,
            int defender, int to) {
        String cell = start.board().name(to);
        Set<String> before = ranks(views(game).view(start, Arrays.copyOf(moves, moves.length - 1), seat), cell);
        Set<String> after = ranks(views(game).view(start, moves, seat), cell);
        Rank attackerRank = Rank.ALL[Piece.rank(attacker)];
        Rank truth = Rank.ALL[Piece.rank(defender)];
        Set<String> beating = before.stream().filter(rank -> Collision.judge(attackerRank.ordinal(),
                Rank.ofToken(rank).ordinal()) == Collision.DIE).collect(Collectors.toSet());
        assertTrue(beating.containsAll(after), "after a " + attackerRank.token() + " died on it: " + after
                + ", not within the ranks of " + before + " that beat it");
        assertTrue(after.contains(truth.token()), after + " lost the true " + truth.token());
        return beating.size() < before.size() ? 1 : 0;
    }

    private static Set<String> ranks(View view, String cell) {
        return view.pieces().stream().filter(piece -> piece.cell().equals(cell)).findFirst().orElseThrow()
                .ranks().stream().map(Chance::rank).collect(Collectors.toSet());
    }

    @Test
    void theEnemiesLineupsChangeNothingASeatIsShownAtTheStart() {
        JunqiGame a = new JunqiGame().variant(Map.of("lineup", "random:1"));
        JunqiGame b = new JunqiGame().variant(Map.of("lineup", "random:2"));
        JunqiPosition startA = a.parsePosition("");
        JunqiPosition startB = b.parsePosition("");
        // seat 0 and its partner keep A's lineups, East and West get B's
        Board board = startA.board();
        int[] codes = new int[board.size()];
        for (int cell = 0; cell < board.size(); cell++) {
            int code = startA.code(cell);
            boolean enemy = code != Piece.EMPTY && Piece.owner(code) % 2 == 1;
            codes[cell] = enemy ? startB.code(cell) : code;
        }
        JunqiPosition mixed = new JunqiPosition(startA.variant(), codes, 0, 0, 0, 0);
        assertNotEquals(PositionNotation.format(startA), PositionNotation.format(mixed));
        View seen = views(a).view(startA, new int[0], 0);
        assertEquals(seen, views(a).view(mixed, new int[0], 0));
        // East's front row: no bomb, no mine, no flag; its headquarters: the flag possible
        SeatViews.Piece front = seen.pieces().stream().filter(piece -> piece.cell().equals("11,10")).findFirst().orElseThrow();
        Set<String> frontRanks = front.ranks().stream().map(Chance::rank).collect(Collectors.toSet());
        assertFalse(front.seen());
        assertEquals(Set.of("40", "39", "38", "37", "36", "35", "34", "33", "E"), frontRanks);
        SeatViews.Piece own = seen.pieces().stream().filter(piece -> piece.cell().equals("7,11")).findFirst().orElseThrow();
        assertTrue(own.seen());
        assertEquals(1, own.ranks().size());
    }

    @Test
    void aPositionStartedMidGameIsSeenFromItsMarksAndItsPublicFlags() {
        // East's commander is gone (its flag public on 16,9); its moved piece on 12,6 is no mine, no flag and no
        // commander; West hides its ranks, its commander alive; North is seat 0's partner and seen
        JunqiPosition start = Setup.siguo().flags().put(6, 11, "038").put(8, 11, "040").put(12, 6, "137*")
                .put(15, 8, "1M").put(10, 5, "236").put(9, 5, "240").put(3, 7, "3E").put(2, 6, "340").position();
        View view = views(new JunqiGame()).view(start, new int[0], 0);
        Map<String, SeatViews.Piece> byCell = view.pieces().stream().collect(Collectors.toMap(SeatViews.Piece::cell, piece -> piece));
        SeatViews.Piece flag = byCell.get("16,9");
        assertTrue(flag.seen(), "a public flag is seen");
        assertEquals(List.of(new Chance("F", 1)), flag.ranks());
        Set<String> moved = byCell.get("12,6").ranks().stream().map(Chance::rank).collect(Collectors.toSet());
        assertEquals(Set.of("39", "38", "37", "36", "35", "34", "33", "E", "B"), moved, "moved, and its commander is gone");
        assertTrue(byCell.get("10,5").seen());
        assertFalse(byCell.get("3,7").seen());
        assertTrue(byCell.get("3,7").ranks().stream().map(Chance::rank).toList().contains("40"), "West's commander may live");
    }

    @Test
    void aSeatThatDoesNotPlayIsRefusedInOneLine() {
        JunqiGame duel = new JunqiGame().variant(Map.of("variant", "duel"));
        NotationException absent = assertThrows(NotationException.class,
                () -> views(duel).view(duel.parsePosition(""), new int[0], 1));
        assertEquals("seat 1 does not play the duel: its seats are 0 and 2", absent.getMessage());
        JunqiGame siguo = new JunqiGame();
        NotationException beyond = assertThrows(NotationException.class,
                () -> views(siguo).view(siguo.parsePosition(""), new int[0], 4));
        assertEquals("seat 4 does not play Siguo Junqi: its seats are 0..3", beyond.getMessage());
    }
}
