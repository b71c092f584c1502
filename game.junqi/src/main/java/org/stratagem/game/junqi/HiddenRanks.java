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
 * track, and {@link #sampleConsistent} does not use it. It draws among the lineups that fit the
 * observation, each equally likely: for each seat whose ranks the observer does not see, its 25 pieces,
 * those removed included (the observation does not say which ranks were removed), are given ranks
 * ({@link RankSampler}) that the marks of those on the board allow (the flag on an unmoved piece in
 * a headquarters, the mines on unmoved pieces of rows 4-5, the bombs on pieces not deployed in the front
 * row, nothing that moved a mine or the flag) with the commander dead exactly when the flag is public; the
 * pieces on the board take theirs. The hidden ranks of the position are never read, so two positions with
 * the same observation give the same draws. A deal that leaves the seat to move without a move is not
 * consistent (the seat would be out) and is drawn again; after {@value #DRAWS} such deals, which only a
 * seat with a handful of pieces in a corner could cause, the true position is returned, the one consistent
 * deal known.
 */
final class HiddenRanks implements HiddenInformation<JunqiPosition> {
    /** The deals drawn before giving up on a uniform one. */
    static final int DRAWS = 1000;
    /** Every rank, as a mask of {@link Collision#bit}s. */
    private static final int ALL_RANKS = (1 << Rank.ALL.length) - 1;

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

    /**
     * Deals the hidden ranks of one seat again: its 25 pieces, those removed included, given ranks that fit
     * the marks of those on the board and what the observation says of the commander (dead exactly when
     * the flag is public, which then stays where it is), each such lineup equally likely
     * ({@link RankSampler}); the pieces on the board take their drawn ranks.
     */
    private static void deal(JunqiPosition position, int owner, int[] cells, RandomGenerator random) {
        int commanderAndFlag = Collision.bit(Rank.COMMANDER) | Collision.bit(Rank.FLAG);
        boolean flagPublic = position.flagRevealed(owner);
        List<Integer> dealt = new ArrayList<>();
        List<Integer> masks = new ArrayList<>();
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code != Piece.EMPTY && Piece.owner(code) == owner && !(flagPublic && Piece.rank(code) == Piece.FLAG)) {
                int mask = marked(position.board(), code, cell);
                dealt.add(cell);
                masks.add(flagPublic ? mask & ~commanderAndFlag : mask);
            }
        }
        if (flagPublic) {
            masks.add(Collision.bit(Rank.FLAG));
        }
        int removed = flagPublic ? ALL_RANKS & ~Collision.bit(Rank.FLAG) : ALL_RANKS & ~commanderAndFlag;
        while (masks.size() < Beliefs.PIECES) {
            masks.add(removed);
        }
        int[] ranks = RankSampler.draw(masks.stream().mapToInt(Integer::intValue).toArray(), Rank.lineupCounts(), random);
        for (int k = 0; k < dealt.size(); k++) {
            cells[dealt.get(k)] = Piece.withRank(cells[dealt.get(k)], Rank.ALL[ranks[k]]);
        }
    }

    /**
     * @param board the board
     * @param code  the code of a piece on the board, its marks read and its rank not
     * @param cell  its cell
     * @return the ranks its marks allow, as a mask of {@link Collision#bit}s: a piece that moved is no mine or
     *         flag, and no bomb if it left the front row; one that did not has a rank its lineup may put there
     */
    static int marked(Board board, int code, int cell) {
        int mask = 0;
        for (Rank rank : Rank.ALL) {
            mask |= allowed(board, code, cell, rank) ? Collision.bit(rank) : 0;
        }
        return mask;
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
