package org.stratagem.launcher.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.stratagem.engine.api.NotationException;
import org.stratagem.web.api.SessionException;
import org.stratagem.web.api.SessionException.Reason;

/**
 * A file a web request names in the platform's data folder: a relative path that stays inside the folder,
 * followed through links, so that no request reads a file elsewhere on the machine.
 */
final class DataFile {
    private DataFile() {
    }

    /**
     * @param data  the platform's data folder
     * @param field the request's field that names the file, for the messages
     * @param name  the file, relative to the data folder
     * @return the file, its links followed: a regular file inside the data folder
     * @throws SessionException {@link Reason#BAD_INPUT} if the name is not a relative path, leads out of the
     *                          folder (by {@code ..} or a link) or is not a readable file there
     */
    static Path inside(Path data, String field, String name) {
        Path relative;
        try {
            relative = Path.of(name);
        } catch (InvalidPathException invalid) {
            throw refused(field, name, "is not a valid path");
        }
        if (name.isBlank() || relative.isAbsolute() || relative.getRoot() != null) {
            throw refused(field, name, "must be a path relative to the platform's data folder");
        }
        if (!data.resolve(relative).normalize().startsWith(data.normalize())) {
            throw refused(field, name, "leads out of the platform's data folder");
        }
        try {
            Path real = data.resolve(relative).toRealPath();
            if (!real.startsWith(data.toRealPath())) {
                throw refused(field, name, "leads out of the platform's data folder");
            }
            if (!Files.isRegularFile(real)) {
                throw refused(field, name, "is not a file");
            }
            return real;
        } catch (NoSuchFileException missing) {
            throw refused(field, name, "is not a file in the platform's data folder");
        } catch (IOException unreadable) {
            throw refused(field, name, "cannot be read: " + unreadable.getMessage());
        }
    }

    private static SessionException refused(String field, String name, String why) {
        return new SessionException(Reason.BAD_INPUT, "field '" + field + "' '" + NotationException.excerpt(name) + "' "
                + why);
    }
}
