package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.stratagem.engine.api.HiddenInformation;

/**
 * What each seat may observe of a Junqi position: the board's occupancy and every piece's owner and
 * marks (whether it moved, whether it left the front row), the seat's own ranks, its partner's where
 * the variant's {@code partner_visible} says so, and the flags made public by a commander's death; and the
 * seat to move, the seats out, the missed turns and the quiet turns. The text is
 * {@link PositionNotation}'s observation.
 *
 * <p>The observation is of the position, not of the game's history: what the collisions seen so far
 * tell of the hidden ranks (a piece that took a 38 is a 39, a 40 or a bomb...) is the belief model's to
 * track, and {@link #sampleConsistent} does not use it. It draws uniformly among the positions with the
 * same observation: each seat whose ranks the observer does not see keeps its hidden pieces, and their
 * ranks are dealt again over their cells under the rules of deployment that the marks still bind: the
 * flag on an unmoved piece in a headquarters, the mines on unmoved pieces of rows 4-5, the bombs on pieces
 * not deployed in the front row, then the rest at random (as {@link Lineup#random}, each rank's cells
 * within the next one's, so the deal is uniform). A deal that leaves the seat to move without a move is
 * not consistent (the seat would be out) and is drawn again; after {@value #DRAWS} such deals, which only
 * a seat with a handful of pieces in a corner could cause, the true position is returned, the one
 * consistent deal known.
 */
final class HiddenRanks implements HiddenInformation<JunqiPosition> {
    /** The deals drawn before giving up on a uniform one. */
    static final int DRAWS = 1000;
    private static final Rank[] CONSTRAINED = {Rank.FLAG, Rank.MINE, Rank.BOMB};

    @Override
    public String observation(JunqiPosition position, int seat) {
        return PositionNotation.format(position, seat);
    }

    @Override
    public JunqiPosition sampleConsistent(JunqiPosition position, int seat, RandomGenerator random) {
        for (int draw = 0; draw < DRAWS; draw++) {
            int[] cells = cells(position);
            for (int owner = 0; owner < Board.SEATS; owner++) {
                if (owner != seat && !(position.variant().partnerVisible() && owner == position.board().partnerOf(seat))) {
                    deal(position, owner, cells, random);
                }
            }
            JunqiPosition sample = sampleOf(position, cells);
            if (sample.isTerminal() || sample.hasMove(sample.turn())) {
                return sample;
            }
        }
        return sampleOf(position, cells(position));
    }

    private static JunqiPosition sampleOf(JunqiPosition position, int[] cells) {
        return new JunqiPosition(position.variant(), cells, position.turn(), position.outSeats(), position.missedTurns(),
                position.quiet());
    }

    private static int[] cells(JunqiPosition position) {
        int[] cells = new int[position.board().size()];
        for (int cell = 0; cell < cells.length; cell++) {
            cells[cell] = position.code(cell);
        }
        return cells;
    }

    /** Deals the hidden ranks of one seat again over the cells of its hidden pieces. */
    private static void deal(JunqiPosition position, int owner, int[] cells, RandomGenerator random) {
        boolean flagPublic = position.flagRevealed(owner);
        List<Integer> free = new ArrayList<>();
        int[] counts = new int[Rank.ALL.length];
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code != Piece.EMPTY && Piece.owner(code) == owner && !(flagPublic && Piece.rank(code) == Piece.FLAG)) {
                free.add(cell);
                counts[Piece.rank(code)]++;
            }
        }
        for (Rank rank : CONSTRAINED) {
            for (int n = 0; n < counts[rank.ordinal()]; n++) {
                List<Integer> allowed = free.stream().filter(cell -> allowed(position.board(), cells[cell], cell, rank)).toList();
                Integer cell = allowed.get(random.nextInt(allowed.size()));
                free.remove(cell);
                cells[cell] = Piece.withRank(cells[cell], rank);
            }
            counts[rank.ordinal()] = 0;
        }
        for (Rank rank : Rank.ALL) {
            for (int n = 0; n < counts[rank.ordinal()]; n++) {
                Integer cell = free.remove(random.nextInt(free.size()));
                cells[cell] = Piece.withRank(cells[cell], rank);
            }
        }
    }

    /** @return whether the marks of the piece on a cell let it be of the rank */
    private static boolean allowed(Board board, int code, int cell, Rank rank) {
        boolean moved = (code & Piece.MOVED) != 0;
        if (moved) {
            return rank.mobile() && !(rank == Rank.BOMB && (code & Piece.FRONT) != 0);
        }
        return Lineup.misplaced(rank, board.local(cell)) == null;
    }
}
