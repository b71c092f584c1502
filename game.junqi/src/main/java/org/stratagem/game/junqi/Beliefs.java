package org.stratagem.game.junqi;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of every piece on the board (seed 003's belief model): for each piece, the ranks it
 * may still have, as a 12-bit mask of {@link Rank} ordinals (bit {@code 1 << ordinal}, as {@link Collision});
 * a piece the seat sees has a single rank. Built from what the seat observes alone (its own lineup, its
 * partner's where visible, and the start of the game, where every seat fills its area) and kept by the
 * {@code RESULT} and {@code OUT} lines of the jbrain protocol ({@link #observe}, {@link #seatOut}), so that a
 * brain can feed it from the protocol. Pieces are followed as they move: a piece is known by the cell it
 * stands on.
 *
 * <p>What narrows the masks (each rule keeps every rank that fits what was seen, so the true rank is never
 * excluded):
 * <ul>
 * <li>placement: a piece deployed outside a headquarters is no flag, outside rows 4-5 no mine, in the
 *     front row no bomb;</li>
 * <li>movement: a piece that moved is no mine and no flag; a move that is neither a road step nor a run
 *     along one straight or bent railway line (a turn at a junction) is an engineer's;</li>
 * <li>collisions: the attacker keeps the ranks that give the outcome seen against some rank the defender
 *     may have, and the defender likewise ({@link Collision#attackers}, {@link Collision#defenders}: the
 *     specification's order of bomb, flag, mine and engineer, equal ranks, the higher rank);</li>
 * <li>a revealed flag: the piece on that cell is its seat's flag, and the piece of that seat removed in
 *     the same collision was its commander; a piece removed in a collision without a reveal for its seat
 *     was no commander (except in a trade, where a referee might reveal one flag of two commanders);</li>
 * <li>counts: each seat has its 25 pieces, removed ones included, in the counts of {@link Rank}. When as
 *     many pieces as a rank's count can only be that rank, no other piece is; when only as many pieces as
 *     the count may be that rank, they all are. Applied until nothing changes.</li>
 * </ul>
 *
 * <p>Probabilities ({@link #rankProbabilities}, {@link #attack}) count the assignments of ranks that fit
 * every mask and count, each equally likely: {@link RankCounting}, exact on all but the most fragmented
 * seats, where it approximates by matrix scaling. The seats' assignments are independent (the masks are
 * per piece, the counts per seat), so the outcome of an attack sums over the two pieces' ranks.
 *
 * <p>Not thread-safe. An observation that contradicts what is known (a malformed referee line, say)
 * never empties a mask: a rule that would leave a piece no rank is not applied to it.
 */
final class Beliefs {
    /** The pieces of a seat: every non-camp cell of its area. */
    static final int PIECES = 25;

    private final Variant variant;
    private final Board board;
    private final int seat;
    /** The piece on each cell, {@code seat * PIECES + k}, or -1. */
    private final int[] pieceAt;
    /** The cell of each piece, or -1 once it is removed. */
    private final int[] cellOf = new int[Board.SEATS * PIECES];
    private final int[] masks = new int[Board.SEATS * PIECES];
    /** Whether each piece has moved. */
    private final boolean[] moved = new boolean[Board.SEATS * PIECES];
    /** The seats whose ranks this seat sees. */
    private final int visible;
    private int out;
    private int quiet;
    /** The marginals of each seat, computed when asked for; null when out of date. */
    private final double[][][] marginals = new double[Board.SEATS][][];
    /** The sampler of each seat's ranks, made at its first draw; null when out of date. */
    private final RankSampler[] samplers = new RankSampler[Board.SEATS];

    /**
     * The beliefs at the start of a game.
     *
     * @param variant the rules
     * @param seat    the observing seat, one with an area
     * @param own     its lineup
     * @param partner its partner's lineup if the seat sees it, else null
     */
    Beliefs(Variant variant, int seat, Lineup own, Lineup partner) {
        this.variant = variant;
        this.board = variant.board();
        this.seat = seat;
        int partnerSeat = board.partnerOf(seat);
        visible = 1 << seat | (partner != null ? 1 << partnerSeat : 0);
        pieceAt = new int[board.size()];
        Arrays.fill(pieceAt, -1);
        Arrays.fill(cellOf, -1);
        for (int s = 0; s < Board.SEATS; s++) {
            if (!board.seated(s)) {
                out |= 1 << s;
                continue;
            }
            Lineup lineup = s == seat ? own : s == partnerSeat ? partner : null;
            int k = 0;
            for (int local = 0; local < Board.AREA; local++) {
                if (!Board.isCamp(local)) {
                    int piece = s * PIECES + k++;
                    int cell = board.cell(s, local);
                    pieceAt[cell] = piece;
                    cellOf[piece] = cell;
                    masks[piece] = lineup != null ? Collision.bit(lineup.rankAt(local)) : placements(local);
                }
            }
        }
    }

    /**
     * The beliefs of a seat that sees a position without having followed the game to it: its own ranks and its
     * partner's where the variant shows them, the public flags, and for every other piece the ranks its marks
     * allow ({@link HiddenRanks#marked}: a piece that did not move stands where its lineup put it); the pieces
     * no longer on the board are counted among each seat's 25, the commander among them exactly when the
     * seat's flag is public. At the start of a game this is what the lineups' constructor gives.
     *
     * @param position the position
     * @param seat     the observing seat, one with an area
     */
    Beliefs(JunqiPosition position, int seat) {
        this.variant = position.variant();
        this.board = variant.board();
        this.seat = seat;
        int partnerSeat = board.partnerOf(seat);
        visible = 1 << seat | (variant.partnerVisible() && board.seated(partnerSeat) ? 1 << partnerSeat : 0);
        pieceAt = new int[board.size()];
        Arrays.fill(pieceAt, -1);
        Arrays.fill(cellOf, -1);
        out = position.outSeats();
        quiet = position.quiet();
        for (int owner = 0; owner < Board.SEATS; owner++) {
            if ((out & 1 << owner) == 0) {
                deploy(position, owner);
                propagate(owner);
            }
        }
    }

    /** Places one seat's pieces of a position, with the masks of {@link #Beliefs(JunqiPosition, int)}. */
    private void deploy(JunqiPosition position, int owner) {
        boolean flagPublic = position.flagRevealed(owner);
        int commander = Collision.bit(Rank.COMMANDER);
        int flag = Collision.bit(Rank.FLAG);
        int[] removed = Rank.lineupCounts();
        int k = 0;
        for (int cell = 0; cell < board.size(); cell++) {
            int code = position.code(cell);
            if (code != Piece.EMPTY && Piece.owner(code) == owner) {
                int piece = owner * PIECES + k++;
                Rank rank = Rank.ALL[Piece.rank(code)];
                removed[rank.ordinal()]--;
                place(piece, cell);
                moved[piece] = (code & Piece.MOVED) != 0;
                masks[piece] = sees(owner) || flagPublic && rank == Rank.FLAG ? Collision.bit(rank)
                        : HiddenRanks.marked(board, code, cell) & (flagPublic ? ~(commander | flag) : Collision.ANY);
            }
        }
        for (Rank rank : Rank.ALL) {
            for (int n = 0; n < removed[rank.ordinal()]; n++) {
                masks[owner * PIECES + k++] = sees(owner) ? Collision.bit(rank)
                        : Collision.ANY & ~flag & (flagPublic ? Collision.ANY : ~commander);
            }
        }
    }

    /** @return the ranks a lineup may put on a local cell */
    private static int placements(int local) {
        int mask = 0;
        for (Rank rank : Rank.ALL) {
            mask |= Lineup.misplaced(rank, local) == null ? Collision.bit(rank) : 0;
        }
        return mask;
    }

    /** @return the rules */
    Variant variant() {
        return variant;
    }

    /** @return the observing seat */
    int seat() {
        return seat;
    }

    /** @return the seats out of the game, bit {@code 1 << seat} */
    int outSeats() {
        return out;
    }

    /** @return the turns in a row without a collision, as far as the results seen tell */
    int quietTurns() {
        return quiet;
    }

    /** @return whether this seat sees the ranks of another */
    boolean sees(int other) {
        return (visible & 1 << other) != 0;
    }

    /**
     * @param cell a cell
     * @return the seat whose piece stands there, or -1 if it is empty
     */
    int ownerAt(int cell) {
        int piece = pieceAt[cell];
        return piece < 0 ? -1 : piece / PIECES;
    }

    /**
     * @param cell a cell
     * @return the ranks the piece there may have, or 0 if the cell is empty
     */
    int mask(int cell) {
        int piece = pieceAt[cell];
        return piece < 0 ? 0 : masks[piece];
    }

    /** @return whether the piece on a cell has moved since the deployment */
    boolean moved(int cell) {
        return moved[pieceAt[cell]];
    }

    /**
     * Takes in a move of any seat as every seat sees it.
     *
     * @param from       the cell the move left
     * @param to         the cell it went to
     * @param clash      how it ended
     * @param flagCells  the cells of the flags revealed with it (a commander removed)
     * @throws IllegalArgumentException if no piece stands on {@code from}, or the outcome does not fit
     *                                  the target (a move into an empty cell is a {@link Collision#MOVE}, an
     *                                  attack never), or a flag cell holds no piece
     */
    void observe(int from, int to, Collision clash, int... flagCells) {
        int attacker = pieceAt[from];
        int defender = pieceAt[to];
        if (attacker < 0 || from == to || defender >= 0 && defender / PIECES == attacker / PIECES) {
            throw new IllegalArgumentException("no move of a piece from " + board.name(from) + " to " + board.name(to));
        }
        if ((defender < 0) != (clash == Collision.MOVE)) {
            throw new IllegalArgumentException(clash + " onto " + (defender < 0 ? "an empty" : "an occupied") + " cell " + board.name(to));
        }
        for (int flag : flagCells) {
            if (pieceAt[flag] < 0) {
                throw new IllegalArgumentException("no piece on the revealed flag's cell " + board.name(flag));
            }
        }
        moved[attacker] = true;
        narrow(attacker, masks[attacker] & Collision.MOBILE);
        if (!officerReaches(from, to)) {
            narrow(attacker, Collision.bit(Rank.ENGINEER));
        }
        cellOf[attacker] = -1;
        pieceAt[from] = -1;
        if (clash == Collision.MOVE) {
            place(attacker, to);
            quiet++;
        } else {
            quiet = 0;
            int a = masks[attacker];
            int d = masks[defender];
            narrow(attacker, clash.attackers(a, d));
            narrow(defender, clash.defenders(a, d));
            if (clash.defenderDies()) {
                cellOf[defender] = -1;
                pieceAt[to] = -1;
            }
            if (!clash.attackerDies()) {
                place(attacker, to);
            }
            commanders(attacker, clash.attackerDies(), clash, flagCells);
            commanders(defender, clash.defenderDies(), clash, flagCells);
            propagate(defender / PIECES);
        }
        for (int flag : flagCells) {
            narrow(pieceAt[flag], Collision.bit(Rank.FLAG));
            propagate(pieceAt[flag] / PIECES);
        }
        propagate(attacker / PIECES);
    }

    /** What a removed piece's seat revealed, or did not: a flag shown means its commander died. */
    private void commanders(int piece, boolean removed, Collision clash, int[] flagCells) {
        if (!removed) {
            return;
        }
        boolean anyFlag = flagCells.length > 0;
        for (int flag : flagCells) {
            if (pieceAt[flag] / PIECES == piece / PIECES) {
                narrow(piece, Collision.bit(Rank.COMMANDER));
                return;
            }
        }
        if (clash != Collision.TRADE || !anyFlag) {
            narrow(piece, masks[piece] & ~Collision.bit(Rank.COMMANDER));
        }
    }

    private void place(int piece, int cell) {
        pieceAt[cell] = piece;
        cellOf[piece] = cell;
    }

    /** Replaces a piece's mask, unless that would leave it no rank; marks its seat's marginals and sampler stale. */
    private void narrow(int piece, int mask) {
        if (mask != 0 && mask != masks[piece]) {
            masks[piece] = mask;
            marginals[piece / PIECES] = null;
            samplers[piece / PIECES] = null;
        }
    }

    /** @return whether a piece other than an engineer can go from one cell to the other: a road step or one railway line */
    private boolean officerReaches(int from, int to) {
        CellLists roads = board.roads();
        for (int i = roads.start(from); i < roads.end(from); i++) {
            if (roads.at(i) == to) {
                return true;
            }
        }
        CellLists rays = board.rays();
        boolean open = true;
        for (int i = rays.start(from); i < rays.end(from); i++) {
            int cell = rays.at(i);
            if (cell < 0) {
                open = true;
            } else if (open) {
                if (cell == to) {
                    return true;
                }
                open = pieceAt[cell] < 0;
            }
        }
        return false;
    }

    /**
     * A seat is out of the game: its pieces leave the board.
     *
     * @param gone the seat
     */
    void seatOut(int gone) {
        out |= 1 << gone;
        for (int k = 0; k < PIECES; k++) {
            int piece = gone * PIECES + k;
            if (cellOf[piece] >= 0) {
                pieceAt[cellOf[piece]] = -1;
                cellOf[piece] = -1;
            }
        }
    }

    /** The counting rules of the class comment, applied to one seat until nothing changes. */
    private void propagate(int owner) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Rank rank : Rank.ALL) {
                int bit = Collision.bit(rank);
                int only = 0;
                int may = 0;
                for (int k = 0; k < PIECES; k++) {
                    int mask = masks[owner * PIECES + k];
                    only += mask == bit ? 1 : 0;
                    may += (mask & bit) != 0 ? 1 : 0;
                }
                for (int k = 0; k < PIECES && (only == rank.count() || may == rank.count()) && may > only; k++) {
                    int piece = owner * PIECES + k;
                    int before = masks[piece];
                    if ((before & bit) != 0 && before != bit) {
                        narrow(piece, only == rank.count() ? before & ~bit : bit);
                        changed |= masks[piece] != before;
                    }
                }
            }
        }
    }

    /**
     * @param cell a cell with a piece
     * @return the probability of each rank (by {@link Rank} ordinal) for that piece
     */
    double[] rankProbabilities(int cell) {
        int piece = pieceAt[cell];
        int owner = piece / PIECES;
        if (marginals[owner] == null) {
            int[] seatMasks = Arrays.copyOfRange(masks, owner * PIECES, (owner + 1) * PIECES);
            marginals[owner] = RankCounting.marginals(seatMasks, Rank.lineupCounts());
        }
        return marginals[owner][piece % PIECES].clone();
    }

    /**
     * A deployment drawn from these beliefs: each seat's pieces, removed ones included, given ranks that
     * fit every mask and count, each such assignment equally likely ({@link RankSampler}), the seats
     * independent; the pieces this seat sees keep their ranks. The pieces still on the board stand on their
     * cells with the drawn ranks, marked as moved where they moved.
     *
     * @param random the source of randomness
     * @param turn   the seat to move, one in the game
     * @return the position, with the seats out, the quiet turns and no missed turn
     */
    JunqiPosition sample(RandomGenerator random, int turn) {
        int[] codes = new int[board.size()];
        for (int owner = 0; owner < Board.SEATS; owner++) {
            if ((out & 1 << owner) != 0) {
                continue;
            }
            if (samplers[owner] == null) {
                samplers[owner] = RankSampler.of(Arrays.copyOfRange(masks, owner * PIECES, (owner + 1) * PIECES), Rank.lineupCounts());
            }
            int[] ranks = samplers[owner].draw(random);
            for (int k = 0; k < PIECES; k++) {
                int piece = owner * PIECES + k;
                if (cellOf[piece] >= 0) {
                    codes[cellOf[piece]] = Piece.of(owner, Rank.ALL[ranks[k]]) | (moved[piece] ? Piece.MOVED : 0);
                }
            }
        }
        return new JunqiPosition(variant, codes, turn, out, 0, quiet);
    }

    /**
     * The chances of an attack of the piece on one cell against the piece on another (of the other team).
     *
     * @param from the attacker's cell
     * @param to   the defender's cell
     * @return the probability of each outcome, by {@link Collision} ordinal ({@link Collision#MOVE} 0); they sum to one
     */
    double[] attack(int from, int to) {
        return outcomes(rankProbabilities(from), rankProbabilities(to));
    }

    /**
     * @param attacker the probability of each rank of the attacker
     * @param defender the probability of each rank of the defender, independent of the attacker's
     * @return the probability of each outcome, by {@link Collision} ordinal, normalised to sum to one
     */
    static double[] outcomes(double[] attacker, double[] defender) {
        double[] chances = new double[Collision.values().length];
        double total = 0;
        for (int a = 0; a < attacker.length; a++) {
            for (int d = 0; d < defender.length && attacker[a] > 0; d++) {
                double p = attacker[a] * defender[d];
                chances[Collision.judge(a, d).ordinal()] += p;
                total += p;
            }
        }
        for (int c = 0; c < chances.length; c++) {
            chances[c] /= total;
        }
        return chances;
    }
}
