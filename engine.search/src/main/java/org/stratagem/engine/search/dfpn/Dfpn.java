package org.stratagem.engine.search.dfpn;

import static org.stratagem.engine.search.dfpn.ProofNumbers.INFINITY;
import static org.stratagem.engine.search.dfpn.ProofNumbers.disproof;
import static org.stratagem.engine.search.dfpn.ProofNumbers.proof;

import java.util.Arrays;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.common.MoveStack;
import org.stratagem.engine.search.common.SearchRun;

/**
 * One df-pn search: the outcome of the root for the team to move, +1 (win), 0 (draw) or -1 (loss),
 * by depth-first proof-number search (Nagai, "Df-pn algorithm for searching AND/OR trees and its
 * applications", PhD thesis, University of Tokyo, 2002).
 *
 * <p>Questions. Proof-number search answers yes-or-no questions, and every node here asks one of
 * two of its team to move: does it win ({@link #WIN}), or does it avoid losing
 * ({@link #NOT_LOSE})? In a game without draws they are the same question, and only {@link #WIN}
 * is asked. A node's numbers are those of its question: the proof number is the smallest of its
 * children's (its team needs one child that answers yes), the disproof number their sum (every
 * child must answer no), each child seen from the node. When the same team moves in the child (a
 * move that keeps the turn, or passes it to a partner) the child asks the node's question and its
 * numbers are the node's; when the other team moves there, the child asks the other question,
 * which is the negation of the node's (a team wins exactly when the other does not avoid losing,
 * and avoids losing exactly when the other does not win), and its proof and disproof numbers swap.
 * Df-pn's usual negamax form, with its phi and delta, is the case where every move passes the turn.
 *
 * <p>Win, draw or loss. The root is first asked whether its team wins: yes is a win, and no is a
 * loss in a game without draws. In a game with draws a no leads to a second question, whether the
 * root's team avoids losing: yes is a draw, no a loss. A game that declares no draws must not end
 * in one: such an end would read as a loss for both teams, and the answer would mean nothing.
 *
 * <p>The search. A node is searched with two thresholds and returns as soon as either of its
 * numbers reaches its threshold. Until then it searches its most proving child (the smallest proof
 * number, the first in move order among equals) with thresholds that make the child return as soon
 * as it stops being the most proving, or as soon as the node's own disproof number would reach its
 * threshold. The child's proof threshold is twice the second smallest proof number among the
 * children, plus one: the 1+epsilon trick of Pawlewicz and Lew ("Improving depth-first PN-search:
 * 1+epsilon trick", Computers and Games 2006), which spares the search most of its switching back
 * and forth between children of close numbers. They suggest an epsilon of 1/4; 1 does better here:
 * the empty board of Triangle War takes 3.7 million nodes with it, 4.9 million with 1/4 and 8.5
 * million without the trick, and it does best on random trees too, while larger epsilons drift
 * towards a plain depth-first search, which the narrow proofs of larger games do not forgive. The
 * root is searched with infinite thresholds, so it returns with its question answered. A node is
 * expanded again every time it is searched (df-pn keeps nothing on its stack between two visits):
 * its children are made one by one, each settled if terminal or looked up in the table, and a
 * child that answers yes answers the node at once.
 *
 * <p>The table. Every search of a node stores its numbers in the {@link ProofTable} under its
 * canonical key and its question: positions equivalent under the game's symmetries have the same
 * value for the team to move (the contract of {@link Position#canonicalKey()}), so they share
 * their answers, as in the {@code solver}. A full table replaces its cheapest entries; the search
 * stays correct (only 0 and infinity are answers, and those are facts wherever they come from), it
 * only searches some subtrees again. Where moves transpose, the sums count shared descendants more
 * than once and overestimate; that too costs only time. The game must end: repetitions are not
 * detected, and a line longer than {@link SearchRun#MAX_PLY} stops the search, unproven.
 *
 * <p>The result scores the outcome as {@code Score.provenOutcome(outcome)} (a proof of outcomes knows no
 * margin nor distance), so that
 * {@link SearchResult#outcome()} reads it back. Its best move achieves the outcome (for a loss, it
 * is the first move: every move loses); its principal variation follows, up to {@value #PV_LIMIT}
 * moves and as far as the table still knows, a move achieving each position's outcome for its team
 * to move. A stopped search is unproven and answers with the root's most proving move (for the
 * question asked last), or {@link MoveList#NONE} if it stopped before the root's first move.
 *
 * @param <P> the game's position type
 */
final class Dfpn<P extends Position> {
    /** The longest principal variation collected. */
    static final int PV_LIMIT = 64;
    /** The question whether the team to move wins. */
    static final int WIN = 0;
    /** The question whether the team to move avoids losing (wins or draws). */
    static final int NOT_LOSE = 1;

    private final SearchRun<P> run;
    private final ProofTable table;
    private final P position;
    private final MoveGenerator<P> generator;
    private final boolean draws;
    private final MoveStack moves = new MoveStack();
    private final Children[] children = new Children[SearchRun.MAX_PLY];

    Dfpn(SearchRun<P> run, ProofTable table) {
        this.run = run;
        this.table = table;
        position = run.position();
        generator = run.request().moves();
        draws = run.request().game().traits().draws();
    }

    /**
     * Runs a df-pn search; the entry point of a {@link org.stratagem.engine.search.common.TableSession}.
     *
     * @param run   the started run
     * @param table the session's proof-number table
     * @param <P>   the game's position type
     * @return the result
     */
    static <P extends Position> SearchResult search(SearchRun<P> run, ProofTable table) {
        return new Dfpn<>(run, table).solveRoot();
    }

    SearchResult solveRoot() {
        // Step 1. Does the team to move win?
        run.countNode(0);
        long key = position.canonicalKey();
        int question = WIN;
        long root = search(key, question, INFINITY, INFINITY, 0);

        // Step 2. If not, and the game has draws: does it avoid losing?
        if (!run.stopped() && draws && proof(root) != 0) {
            question = NOT_LOSE;
            root = search(key, question, INFINITY, INFINITY, 0);
        }

        // Step 3. A stopped search is unproven: it answers with the move it was working on.
        int bestMove = rootMove();
        if (run.stopped()) {
            int[] line = bestMove == MoveList.NONE ? new int[0] : new int[] {bestMove};
            run.report(run.deepestPly(), 0, line);
            return run.result(bestMove, 0, false, line, run.deepestPly(), table.bytes());
        }

        // Step 4. The outcome, a move achieving it, and the line that follows as far as the table knows.
        int outcome = proof(root) != 0 ? -1 : question == WIN ? 1 : 0;
        int[] line = principalVariation(bestMove, outcome);
        int score = Score.provenOutcome(outcome);
        run.report(run.deepestPly(), score, line);
        return run.result(bestMove, score, true, line, run.deepestPly(), table.bytes());
    }

    /**
     * Searches the current position, a non-terminal decision node, until one of its numbers
     * reaches its threshold.
     *
     * @param key               the position's canonical key
     * @param question          {@link #WIN} or {@link #NOT_LOSE}, asked of its team to move
     * @param proofThreshold    more than its proof number
     * @param disproofThreshold more than its disproof number
     * @param ply               its distance from the root
     * @return its numbers; meaningless if the run stopped
     */
    private long search(long key, int question, int proofThreshold, int disproofThreshold, int ply) {
        // Step 1. Once a limit is reached, unwind: the callers keep the numbers they had. A line
        // this long means a game without an end: give up.
        if (ply >= SearchRun.MAX_PLY) {
            run.stop();
        }
        if (run.stopped()) {
            return ProofNumbers.FRESH;
        }

        // Step 2. Expand the node. A node stopped halfway through its children knows nothing.
        long nodesBefore = run.nodes();
        Children row = expand(question, ply);
        if (run.stopped()) {
            return ProofNumbers.FRESH;
        }
        MoveList list = moves.at(ply);
        long numbers;
        while (true) {
            // Step 3. The node's numbers, from its children's latest: the fewest leaves to prove
            // one child, and the leaves to disprove them all.
            int proof = INFINITY;
            int secondProof = INFINITY;
            int disproof = 0;
            int best = 0;
            for (int i = 0; i < row.size(); i++) {
                long child = latest(row, i, question);
                if (proof(child) < proof) {
                    secondProof = proof;
                    proof = proof(child);
                    best = i;
                } else if (proof(child) < secondProof) {
                    secondProof = proof(child);
                }
                disproof = ProofNumbers.add(disproof, disproof(child));
            }
            numbers = ProofNumbers.of(proof, disproof);

            // Step 4. Return once a number reaches its threshold (an answer makes one of them
            // infinite) or the run has stopped.
            if (proof >= proofThreshold || disproof >= disproofThreshold || run.stopped()) {
                break;
            }

            // Step 5. Search the most proving child: until another child is more proving by a
            // margin (1+epsilon), or the node's disproof number would reach its threshold.
            long child = row.numbers(best);
            int childProofThreshold = (int) Math.min(proofThreshold, 2L * secondProof + 1);
            int childDisproofThreshold = disproofThreshold - disproof + disproof(child);
            position.makeMove(list.get(best));
            run.countNode(ply + 1);
            long found = row.turnPasses(best)
                    ? ProofNumbers.negate(search(row.key(best), other(question), childDisproofThreshold,
                            childProofThreshold, ply + 1))
                    : search(row.key(best), question, childProofThreshold, childDisproofThreshold, ply + 1);
            position.undoMove();
            if (!run.stopped()) {
                row.update(best, found);
            }
        }

        // Step 6. Remember the numbers, with the work they cost.
        table.store(key, question, numbers, run.nodes() - nodesBefore);
        return numbers;
    }

    /**
     * Fills the row of the current position's children with what is known of each: settled if
     * terminal, the table's numbers if it has them, fresh otherwise. A child that answers the
     * question yes answers it for the node: the remaining children are not made.
     *
     * @param question the question asked of the position's team to move
     * @param ply      the position's distance from the root
     * @return the row; incomplete if the run stopped
     */
    private Children expand(int question, int ply) {
        MoveList list = moves.at(ply);
        generator.generate(position, list);
        int team = run.teamToMove();
        Children row = children[ply];
        if (row == null) {
            row = new Children();
            children[ply] = row;
        }
        row.clear();
        for (int i = 0; i < list.size() && !run.stopped(); i++) {
            position.makeMove(list.get(i));
            run.countNode(ply + 1);
            long key = 0;
            boolean passes = false;
            long known;
            if (position.isTerminal()) {
                boolean yes = answersYes(position.terminalValue(team), question);
                known = yes ? ProofNumbers.PROVEN : ProofNumbers.DISPROVEN;
            } else {
                key = position.canonicalKey();
                passes = run.teamToMove() != team;
                known = fromTable(key, passes, question, ProofNumbers.FRESH);
            }
            position.undoMove();
            row.add(key, passes, known);
            if (proof(known) == 0) {
                break;
            }
        }
        return row;
    }

    /**
     * @param row      a node's children
     * @param index    one of them
     * @param question the node's question
     * @return the child's latest numbers from the node's point of view (kept in the row)
     */
    private long latest(Children row, int index, int question) {
        long known = row.numbers(index);
        if (!ProofNumbers.settled(known)) {
            known = fromTable(row.key(index), row.turnPasses(index), question, known);
            row.update(index, known);
        }
        return known;
    }

    /**
     * @param key       a child's canonical key
     * @param passes    whether the move into the child passes the turn to the other team
     * @param question  the parent's question
     * @param otherwise what to answer if the table does not have the child
     * @return the child's numbers from the parent's point of view
     */
    private long fromTable(long key, boolean passes, int question, long otherwise) {
        long stored = table.find(key, passes ? other(question) : question);
        if (stored == ProofTable.ABSENT) {
            return otherwise;
        }
        return passes ? ProofNumbers.negate(stored) : stored;
    }

    /**
     * @param question a question asked of a team
     * @return the question to ask of the other team, whose answer is the negation
     */
    private int other(int question) {
        return draws ? NOT_LOSE - question : WIN;
    }

    /**
     * @param value    a team's final value
     * @param question the question asked of the team
     * @return the answer
     */
    private static boolean answersYes(int value, int question) {
        return question == WIN ? value > 0 : value >= 0;
    }

    /**
     * @return the root's most proving move for the question asked last (one that answers it yes,
     *         if any does), or {@link MoveList#NONE} if the root was not expanded
     */
    private int rootMove() {
        Children row = children[0];
        if (row == null || row.size() == 0) {
            return MoveList.NONE;
        }
        int best = 0;
        for (int i = 1; i < row.size(); i++) {
            if (proof(row.numbers(i)) < proof(row.numbers(best))) {
                best = i;
            }
        }
        return moves.at(0).get(best);
    }

    /**
     * @param bestMove the root's move achieving its outcome
     * @param outcome  the root's outcome for its team to move
     * @return the line from the root: at each position a move achieving its outcome for its team
     *         to move, as far as the table knows and up to {@value #PV_LIMIT} moves
     */
    private int[] principalVariation(int bestMove, int outcome) {
        int[] line = new int[PV_LIMIT];
        int length = 0;
        int move = bestMove;
        int value = outcome;
        while (move != MoveList.NONE) {
            int team = run.teamToMove();
            position.makeMove(move);
            line[length++] = move;
            if (length == PV_LIMIT || position.isTerminal()) {
                break;
            }
            value = run.teamToMove() == team ? value : -value;
            move = achievingMove(value, length);
        }
        for (int i = 0; i < length; i++) {
            position.undoMove();
        }
        return Arrays.copyOf(line, length);
    }

    /**
     * @param value the current position's outcome for its team to move
     * @param ply   the position's distance from the root
     * @return a move that the table or the rules show to achieve it, or {@link MoveList#NONE}
     */
    private int achievingMove(int value, int ply) {
        int question = value > 0 || !draws ? WIN : NOT_LOSE;
        Children row = expand(question, ply);
        for (int i = 0; i < row.size(); i++) {
            long known = row.numbers(i);
            if (value >= 0 ? proof(known) == 0 : disproof(known) == 0) {
                return moves.at(ply).get(i);
            }
        }
        return MoveList.NONE;
    }
}
