package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.HiddenInformation;
import org.stratagem.engine.api.MoveList;

/**
 * What a seat observes: its own ranks, its partner's under the switch, enemy pieces as their owner and
 * marks only; and consistent samples, which deal hidden ranks anew under the rules the marks still bind,
 * from the observation alone.
 */
class HiddenRanksTest {

    /** @return the game's position after 60 random moves from random lineups */
    static JunqiPosition midgame(JunqiGame game, long seed) {
        JunqiPosition position = game.variant(Map.of("lineup", "random:" + seed)).parsePosition("");
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        for (int i = 0; i < 60 && !position.isTerminal(); i++) {
            position.legalMoves(moves);
            position.makeMove(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    @Test
    void aSeatSeesItsOwnRanksItsPartnersUnderTheSwitchAndNoEnemyRank() {
        JunqiGame game = new JunqiGame();
        HiddenInformation<JunqiPosition> hidden = HiddenInformation.of(game).orElseThrow();
        String[] areas = hidden.observation(game.parsePosition(""), 0).split(" ; ")[0].split(" / ");
        assertTrue(areas[0].startsWith("seat 0 sees: 038 0E 036"));
        assertTrue(areas[1].startsWith("1? 1? 1? 1? 1? 1? . 1?"));
        assertTrue(areas[2].startsWith("238 2E"));
        JunqiGame apart = game.variant(Map.of("partner_visible", "0"));
        String partner = HiddenInformation.of(apart).orElseThrow().observation(apart.parsePosition(""), 0).split(" / ")[2];
        assertTrue(partner.startsWith("2? 2? 2?"));
        assertFalse(partner.matches(".*2[0-9EBMF].*"));
    }

    @Test
    void samplesKeepTheObservationAndDealHiddenRanksUnderTheMarks() {
        JunqiGame game = new JunqiGame();
        HiddenInformation<JunqiPosition> hidden = HiddenInformation.of(game).orElseThrow();
        JunqiPosition position = midgame(game, 3);
        String truth = game.formatPosition(position);
        SplittableRandom random = new SplittableRandom(5);
        int differentDeals = 0;
        for (int i = 0; i < 200; i++) {
            JunqiPosition sample = hidden.sampleConsistent(position, 0, random);
            assertEquals(hidden.observation(position, 0), hidden.observation(sample, 0));
            String text = game.formatPosition(sample);
            assertEquals(text, game.formatPosition(game.parsePosition(text)), "a sample is a position the notation accepts");
            differentDeals += text.equals(truth) ? 0 : 1;
            for (int cell = 0; cell < sample.board().size(); cell++) {
                int code = sample.code(cell);
                if (code != Piece.EMPTY && Piece.owner(code) % 2 == 0) {
                    assertEquals(position.code(cell), code, "seat 0 knows its own and its partner's pieces");
                }
                if ((code & Piece.MOVED) != 0) {
                    assertTrue(Rank.ALL[Piece.rank(code)].mobile(), "a piece that moved is no mine and no flag");
                }
            }
        }
        assertTrue(differentDeals > 190, "the enemy ranks are dealt anew: " + differentDeals + " of 200 samples differ");
        assertEquals(truth, game.formatPosition(position), "sampling leaves the position as it was");
    }
    @Test
    void drawsDependOnTheObservationAloneNotOnWhichRanksAreLeft() {
        JunqiGame game = new JunqiGame();
        HiddenInformation<JunqiPosition> hidden = HiddenInformation.of(game).orElseThrow();
        JunqiPosition position = midgame(game, 3);
        JunqiPosition other = withAnotherRankLeft(position, 1);
        assertFalse(game.formatPosition(position).equals(game.formatPosition(other)), "the positions differ");
        assertEquals(hidden.observation(position, 0), hidden.observation(other, 0), "seat 0 cannot tell them apart");
        for (long seed = 0; seed < 20; seed++) {
            assertEquals(game.formatPosition(hidden.sampleConsistent(position, 0, new SplittableRandom(seed))),
                    game.formatPosition(hidden.sampleConsistent(other, 0, new SplittableRandom(seed))), "draw " + seed);
        }
    }

    /**
     * @return the position with one moved piece of a seat given a rank the seat has fewer of on the board than
     *         it deploys (neither its commander, nor a bomb deployed in the front row): the same observation for
     *         the other team, another set of ranks left
     */
    static JunqiPosition withAnotherRankLeft(JunqiPosition position, int owner) {
        Board board = position.board();
        int[] cells = new int[board.size()];
        int[] left = new int[Rank.ALL.length];
        for (int cell = 0; cell < cells.length; cell++) {
            cells[cell] = position.code(cell);
            if (cells[cell] != Piece.EMPTY && Piece.owner(cells[cell]) == owner) {
                left[Piece.rank(cells[cell])]++;
            }
        }
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code == Piece.EMPTY || Piece.owner(code) != owner || (code & Piece.MOVED) == 0
                    || Piece.rank(code) == Rank.COMMANDER.ordinal()) {
                continue;
            }
            for (Rank rank : Rank.ALL) {
                boolean fits = rank.mobile() && rank != Rank.COMMANDER && !(rank == Rank.BOMB && (code & Piece.FRONT) != 0);
                if (fits && rank.ordinal() != Piece.rank(code) && left[rank.ordinal()] < rank.count()) {
                    cells[cell] = Piece.withRank(code, rank);
                    return new JunqiPosition(position.variant(), cells, position.turn(), position.outSeats(),
                            position.missedTurns(), position.quiet());
                }
            }
        }
        throw new IllegalStateException("no moved piece of seat " + owner + " to change");
    }
}
