package org.stratagem.launcher.web;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Logger;

/**
 * The folder of the web sessions, {@code data/sessions/}: one {@code ID.json} a session (its
 * {@link StoredSession}), and beside it the game's own record where the game has one ({@code ID.sgf} for
 * Gomoku). Every file is written whole to a temporary file, forced to the disk and then moved over the
 * old one in one step, so that a platform killed at any moment leaves each file as it was before or
 * after the change, never half written.
 */
final class SessionFolder {
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");
    private static final String SESSION = ".json";
    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

    private final Path folder;

    /**
     * @param folder the folder, created on the first write
     */
    SessionFolder(Path folder) {
        this.folder = folder;
    }

    /** Writes a session's file. */
    void save(StoredSession session) {
        write(session.id() + SESSION, GSON.toJson(session));
    }

    /** Writes a session's record in the game's format (its extension, {@code sgf}). */
    void saveRecord(String id, String extension, String record) {
        write(id + "." + extension, record);
    }

    /** Deletes every file of a session. */
    void delete(String id) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, id + ".*")) {
            for (Path file : files) {
                Files.deleteIfExists(file);
            }
        } catch (IOException unwritable) {
            throw new UncheckedIOException("cannot delete session " + id + " in " + folder, unwritable);
        }
    }

    /** @return every session written, oldest first; a file that cannot be read is logged and passed over */
    List<StoredSession> load() {
        List<StoredSession> sessions = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return sessions;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SESSION)) {
            for (Path file : files) {
                read(file, sessions);
            }
        } catch (IOException unreadable) {
            LOG.warning("cannot read the sessions in " + folder + ": " + unreadable);
        }
        sessions.sort(Comparator.comparingLong(StoredSession::created).thenComparing(StoredSession::id));
        return sessions;
    }

    /** Reads one session; malformed JSON, a missing field (Gson's record adapter wraps the NPE) is passed over. */
    private static void read(Path file, List<StoredSession> sessions) {
        try {
            StoredSession session = GSON.fromJson(Files.readString(file, StandardCharsets.UTF_8), StoredSession.class);
            String name = file.getFileName().toString();
            if (session == null || session.game() == null || !name.equals(session.id() + SESSION)) {
                LOG.warning("session file " + file + " is not a session; passed over");
                return;
            }
            sessions.add(session);
        } catch (IOException | RuntimeException unreadable) {
            LOG.warning("session file " + file + " cannot be read (" + unreadable.getMessage() + "); passed over");
        }
    }

    private void write(String name, String text) {
        try {
            Files.createDirectories(folder);
            Path temporary = folder.resolve(name + ".tmp");
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            Files.move(temporary, folder.resolve(name), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException unwritable) {
            throw new UncheckedIOException("cannot write " + name + " in " + folder, unwritable);
        }
    }
}
