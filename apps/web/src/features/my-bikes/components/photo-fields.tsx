import Box from '@mui/material/Box';
import { useFormikContext } from 'formik';
import { BIKE_PHOTO_FIELDS, type BikePhotoField } from '../photo-rules';
import { PhotoUploadField, type StoredFile } from './photo-upload-field';

export type BikePhotoFiles = Record<BikePhotoField, StoredFile | null>;

/**
 * The bike's three photos, side by side, on the registration and edit forms. Each upload sets the
 * form's field to the file's id; the previews are kept by the caller, so they outlive a step.
 */
export function BikePhotoFields({ files, onFilesChange }: { files: BikePhotoFiles; onFilesChange: (update: (files: BikePhotoFiles) => BikePhotoFiles) => void }) {
  const formik = useFormikContext<Record<BikePhotoField, number | null>>();
  const setFile = (name: BikePhotoField, file: StoredFile | null) => {
    onFilesChange((current) => ({ ...current, [name]: file }));
    void formik.setFieldValue(name, file?.id ?? null);
    void formik.setFieldTouched(name, true, false);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      {BIKE_PHOTO_FIELDS.map(({ name, label, kind, privateFile }) => (
        <PhotoUploadField
          key={name}
          label={label}
          kind={kind}
          privateFile={privateFile}
          file={files[name]}
          onChange={(file) => setFile(name, file)}
          error={formik.touched[name] ? formik.errors[name] : undefined}
        />
      ))}
    </Box>
  );
}

interface ExtraPhotoFieldsProps {
  /** The form field that takes the uploaded photos' ids, e.g. 'for_classified'. */
  field: string;
  slotLabel: (slot: number) => string;
  photos: (StoredFile | null)[];
  onPhotosChange: (photos: (StoredFile | null)[]) => void;
}

/** Optional extra photos (the sale ad's, the stolen report's): one slot each, any may stay empty. */
export function ExtraPhotoFields({ field, slotLabel, photos, onPhotosChange }: ExtraPhotoFieldsProps) {
  const formik = useFormikContext();
  const setPhoto = (slot: number, file: StoredFile | null) => {
    const next = photos.map((current, index) => (index === slot ? file : current));
    onPhotosChange(next);
    void formik.setFieldValue(field, next.flatMap((photo) => (photo ? [photo.id] : [])));
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {photos.map((photo, slot) => (
        <PhotoUploadField key={slot} label={slotLabel(slot)} kind="image" file={photo} onChange={(file) => setPhoto(slot, file)} />
      ))}
    </Box>
  );
}
